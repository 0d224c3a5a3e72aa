use batala_kernel::{City, CityError, Persona, PersonaError};
use batala_knowledge::Language;

use crate::{Channel, ChannelError, Question, QuestionError};

/// A checked ask request: the question, who asks (persona), where (city) and from which
/// channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AskCommand {
    question: Question,
    persona: Persona,
    city: City,
    channel: Channel,
}

/// Why an ask request was refused, with the interface's message and title.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AskInputError {
    #[error(transparent)]
    Question(#[from] QuestionError),
    #[error("Please select both your role and city.")]
    MissingInformation,
    #[error(transparent)]
    Persona(#[from] PersonaError),
    #[error(transparent)]
    City(#[from] CityError),
    #[error(transparent)]
    Channel(#[from] ChannelError),
}

impl AskInputError {
    /// The title shown above the message.
    #[must_use]
    pub const fn title(&self) -> &'static str {
        match self {
            AskInputError::Question(error) => error.title(),
            AskInputError::MissingInformation => "Missing Information",
            AskInputError::Persona(_) | AskInputError::City(_) | AskInputError::Channel(_) => {
                "Invalid Input"
            }
        }
    }
}

impl AskCommand {
    #[must_use]
    pub const fn new(question: Question, persona: Persona, city: City, channel: Channel) -> Self {
        Self {
            question,
            persona,
            city,
            channel,
        }
    }

    /// Reads `POST /api/ask`: the question is checked first, then persona and city (a blank
    /// one counts as missing; the city in any spelling [`City::parse`] accepts), then the
    /// channel (absent or blank means web).
    ///
    /// # Errors
    /// [`AskInputError`] for the first problem found.
    pub fn parse(
        question: &str,
        persona: Option<&str>,
        city: Option<&str>,
        channel: Option<&str>,
    ) -> Result<Self, AskInputError> {
        let question = Question::parse(question)?;
        let (Some(persona), Some(city)) = (present(persona), present(city)) else {
            return Err(AskInputError::MissingInformation);
        };
        let persona = Persona::parse(persona)?;
        let city = City::parse(city)?;
        let channel = present(channel)
            .map(Channel::parse)
            .transpose()?
            .unwrap_or_default();
        Ok(Self::new(question, persona, city, channel))
    }

    #[must_use]
    pub const fn question(&self) -> &Question {
        &self.question
    }

    #[must_use]
    pub const fn persona(&self) -> Persona {
        self.persona
    }

    #[must_use]
    pub const fn city(&self) -> City {
        self.city
    }

    #[must_use]
    pub const fn channel(&self) -> Channel {
        self.channel
    }

    /// The language to answer in: the question's.
    #[must_use]
    pub fn language(&self) -> Language {
        self.question.language()
    }
}

/// A value that is there and not blank.
fn present(raw: Option<&str>) -> Option<&str> {
    raw.filter(|text| !text.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_complete_request_is_accepted_with_web_as_default_channel() -> Result<(), AskInputError> {
        let command = AskCommand::parse(
            "How long can cooked rice stay out?",
            Some("restaurant"),
            Some("abu-dhabi"),
            None,
        )?;
        assert_eq!(command.persona(), Persona::Restaurant);
        assert_eq!(command.city(), City::AbuDhabi);
        assert_eq!(command.channel(), Channel::Web);
        assert_eq!(command.language(), Language::En);
        assert_eq!(
            command.question().as_str(),
            "How long can cooked rice stay out?"
        );
        Ok(())
    }

    #[test]
    fn a_missing_persona_or_city_is_missing_information() {
        for (persona, city) in [
            (None, Some("dubai")),
            (Some("hotel"), None),
            (Some(" "), Some("dubai")),
        ] {
            let error = AskCommand::parse("How do I store dates?", persona, city, None);
            assert_eq!(error, Err(AskInputError::MissingInformation));
        }
        assert_eq!(
            AskInputError::MissingInformation.to_string(),
            "Please select both your role and city."
        );
        assert_eq!(
            AskInputError::MissingInformation.title(),
            "Missing Information"
        );
    }

    #[test]
    fn the_question_is_checked_before_persona_and_city() {
        let error = AskCommand::parse("short", None, None, None);
        assert_eq!(error, Err(AskInputError::Question(QuestionError::TooShort)));
        assert_eq!(error.map_err(|e| e.title()), Err("Question too short"));
    }

    #[test]
    fn unknown_persona_city_or_channel_are_refused() {
        let question = "How do I store dates?";
        assert!(matches!(
            AskCommand::parse(question, Some("chef"), Some("dubai"), None),
            Err(AskInputError::Persona(_))
        ));
        assert!(matches!(
            AskCommand::parse(question, Some("hotel"), Some("doha"), None),
            Err(AskInputError::City(_))
        ));
        assert!(matches!(
            AskCommand::parse(question, Some("hotel"), Some("dubai"), Some("fax")),
            Err(AskInputError::Channel(_))
        ));
    }
}
