//! What a model's text must be before it is stored and shown (OWASP LLM01 and LLM05): in the
//! language asked for, plain text with no links or markup (the sources are shown from our own
//! records, never from the model's words), and of a sensible length. A reply that fails is
//! asked for once more, then given up on, and the visitor gets the offline answer.

use std::sync::LazyLock;

use batala_knowledge::Language;
use regex::Regex;

/// The longest answer, action step, local context and call to action, in characters.
pub(crate) const MAX_ANSWER_CHARS: usize = 2_000;
pub(crate) const MAX_TIP_CHARS: usize = 300;
pub(crate) const MAX_LOCAL_CONTEXT_CHARS: usize = 800;
pub(crate) const MAX_CTA_CHARS: usize = 200;

/// Links and addresses in any form: a scheme, `www.`, a bare domain, an e-mail address.
static LINK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)([a-z][a-z0-9+.-]*://|\bwww\.|\b(javascript|data|vbscript):|[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z]{2,}|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|info|biz|io|co|ae|gov|edu|ly|me|xyz|app|dev|site|online|top|ru|cn)\b)",
    )
    .unwrap_or_else(|error| panic!("the link pattern is valid: {error}"))
});

/// HTML or XML tags, Markdown links, images and code, and Markdown headings or rules.
static MARKUP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(<\s*/?\s*[a-zA-Z!?][^>]*>|!?\[[^\]]*\]\([^)]*\)|```|(?m)^\s{0,3}(#{1,6}\s|[-*_]{3,}\s*$))")
        .unwrap_or_else(|error| panic!("the markup pattern is valid: {error}"))
});

/// One field of the reply, checked for length, links and markup.
///
/// # Errors
/// Names the field and what is wrong with it.
pub(crate) fn plain_text(field: &str, text: &str, max_chars: usize) -> anyhow::Result<()> {
    let chars = text.chars().count();
    if chars > max_chars {
        anyhow::bail!("the {field} is {chars} characters long, over {max_chars}");
    }
    if let Some(found) = LINK.find(text) {
        anyhow::bail!("the {field} holds a link or address ({:?})", found.as_str());
    }
    if let Some(found) = MARKUP.find(text) {
        anyhow::bail!("the {field} holds markup ({:?})", found.as_str());
    }
    if text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\t'))
    {
        anyhow::bail!("the {field} holds control characters");
    }
    Ok(())
}

/// The texts are written in `language`: Arabic letters are at least 60 % of the letters of an
/// Arabic reply (names, units and abbreviations may stay Latin) and at most 20 % of an English one.
///
/// # Errors
/// Says which language the text is not in.
pub(crate) fn written_in<'a>(
    language: Language,
    texts: impl IntoIterator<Item = &'a str>,
) -> anyhow::Result<()> {
    let (mut arabic, mut letters) = (0_usize, 0_usize);
    for c in texts
        .into_iter()
        .flat_map(str::chars)
        .filter(|c| c.is_alphabetic())
    {
        letters += 1;
        if is_arabic(c) {
            arabic += 1;
        }
    }
    if letters == 0 {
        return Ok(());
    }
    let share = arabic * 100 / letters;
    match language {
        Language::Ar if share < 60 => {
            anyhow::bail!("the reply is not in Arabic ({share} % Arabic letters)")
        }
        Language::En if share > 20 => {
            anyhow::bail!("the reply is not in English ({share} % Arabic letters)")
        }
        _ => Ok(()),
    }
}

fn is_arabic(c: char) -> bool {
    matches!(c, '\u{0600}'..='\u{06FF}' | '\u{0750}'..='\u{077F}' | '\u{08A0}'..='\u{08FF}'
        | '\u{FB50}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_advice_passes() {
        for text in [
            "Cool cooked rice within 2 hours and keep it at 5 °C or below (Dubai Municipality).",
            "Label it: contents, date and time, e.g. \"rice 14:00\"; use within 24 hours.",
            "برّد الأرز المطبوخ خلال ساعتين واحفظه عند 5 °م أو أقل.",
            "Cross-contamination < 1 in 10 cases, > 2 hours is too long.",
        ] {
            assert!(
                plain_text("answer", text, MAX_ANSWER_CHARS).is_ok(),
                "{text}"
            );
        }
    }

    #[test]
    fn links_and_addresses_in_any_form_are_refused() {
        for text in [
            "Read more at https://evil.example/offer",
            "Visit www.cheap-rice.example today",
            "Order from freshdeals.ae now",
            "Write to orders@freshdeals.com",
            "Click javascript:alert(1)",
            "زوروا الموقع evil.com الآن",
        ] {
            let refused = plain_text("answer", text, MAX_ANSWER_CHARS).unwrap_err();
            assert!(refused.to_string().contains("link"), "{text}: {refused}");
        }
    }

    #[test]
    fn markup_is_refused() {
        for text in [
            "<script>alert(1)</script>",
            "Cool it <img src=x onerror=alert(1)>",
            "See [the rules](/admin) first",
            "![pixel](x)",
            "```\ncode\n```",
            "# Heading\nbody",
        ] {
            let refused = plain_text("answer", text, MAX_ANSWER_CHARS).unwrap_err();
            assert!(refused.to_string().contains("markup"), "{text}: {refused}");
        }
    }

    #[test]
    fn overlong_fields_and_control_characters_are_refused() {
        let long = "a".repeat(MAX_TIP_CHARS + 1);
        assert!(plain_text("key tip", &long, MAX_TIP_CHARS).is_err());
        assert!(plain_text("key tip", "nul \u{0} here", MAX_TIP_CHARS).is_err());
        assert!(plain_text("key tip", "two\nlines\tand a tab", MAX_TIP_CHARS).is_ok());
    }

    #[test]
    fn the_reply_must_be_in_the_language_asked_for() {
        let arabic = "احفظ الأرز المطبوخ في الثلاجة عند 5 °م أو أقل خلال ساعتين (HACCP).";
        let english = "Keep cooked rice in the fridge at 5 °C or below within 2 hours.";
        assert!(written_in(Language::Ar, [arabic]).is_ok());
        assert!(written_in(Language::En, [english]).is_ok());
        assert!(written_in(Language::Ar, [english]).is_err());
        assert!(written_in(Language::En, [arabic]).is_err());
        // An English answer may name an Arabic term.
        assert!(written_in(Language::En, [english, "(الأرز)"]).is_ok());
        assert!(written_in(Language::En, ["5 °C"]).is_ok());
    }
}
