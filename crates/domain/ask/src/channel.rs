use std::fmt;
use std::str::FromStr;

/// Where a question came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Channel {
    /// The web application's ask form (the marker the interface sends).
    #[default]
    Web,
    /// Any other client of the public API.
    Api,
}

/// The input names no channel.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown channel {0:?}: expected web or api")]
pub struct ChannelError(pub String);

impl Channel {
    pub const ALL: [Channel; 2] = [Channel::Web, Channel::Api];

    /// Parses a channel code, ignoring case and surrounding space.
    ///
    /// # Errors
    /// [`ChannelError`] for an unknown code.
    pub fn parse(raw: &str) -> Result<Self, ChannelError> {
        let code = raw.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|channel| channel.as_str() == code)
            .ok_or_else(|| ChannelError(raw.to_owned()))
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Channel::Web => "web",
            Channel::Api => "api",
        }
    }
}

impl FromStr for Channel {
    type Err = ChannelError;
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::parse(raw)
    }
}

impl fmt::Display for Channel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_web_marker_is_the_default_channel() {
        assert_eq!(Channel::default(), Channel::Web);
        assert_eq!(Channel::parse(" WEB "), Ok(Channel::Web));
        assert_eq!(Channel::parse("api"), Ok(Channel::Api));
    }

    #[test]
    fn unknown_channels_are_refused() {
        assert!(Channel::parse("sms").is_err());
        assert!(Channel::parse("").is_err());
    }
}
