//! The few sentences the offline composer writes itself, in English and Arabic. Everything else
//! in an offline answer is quoted from the knowledge base.

use batala_kernel::{City, Persona};
use batala_knowledge::Language;

/// The regulator a visitor in this emirate should check rules with.
fn regulator(city: City, language: Language) -> &'static str {
    match (city, language) {
        (City::Dubai, Language::En) => "Dubai Municipality",
        (City::Dubai, Language::Ar) => "بلدية دبي",
        (City::AbuDhabi, Language::En) => {
            "the Abu Dhabi Agriculture and Food Safety Authority (ADAFSA)"
        }
        (City::AbuDhabi, Language::Ar) => "هيئة أبوظبي للزراعة والسلامة الغذائية",
        (City::Sharjah, Language::En) => "Sharjah City Municipality",
        (City::Sharjah, Language::Ar) => "بلدية مدينة الشارقة",
        (City::Ajman, Language::En) => "Ajman Municipality",
        (City::Ajman, Language::Ar) => "بلدية عجمان",
        (City::Fujairah, Language::En) => "Fujairah Municipality",
        (City::Fujairah, Language::Ar) => "بلدية الفجيرة",
        (City::RasAlKhaimah, Language::En) => "Ras Al Khaimah Municipality",
        (City::RasAlKhaimah, Language::Ar) => "بلدية رأس الخيمة",
        (City::UmmAlQuwain, Language::En) => "Umm Al Quwain Municipality",
        (City::UmmAlQuwain, Language::Ar) => "بلدية أم القيوين",
    }
}

/// Closes the local context: where the rules for this emirate come from.
#[must_use]
pub fn check_locally(city: City, language: Language) -> String {
    match language {
        Language::En => format!(
            "For the rules that apply to you, check with {}.",
            regulator(city, language)
        ),
        Language::Ar => format!(
            "للتأكد من القواعد المطبقة عليك، راجع {}.",
            regulator(city, language)
        ),
    }
}

/// The call to action under an answer.
#[must_use]
pub fn call_to_action(persona: Persona, language: Language) -> &'static str {
    match (persona, language) {
        (Persona::Household, Language::En) => {
            "Plan this week's meals and shop with a list: the food you do not buy cannot go to waste."
        }
        (Persona::Household, Language::Ar) => {
            "خطّط لوجبات هذا الأسبوع وتسوّق بقائمة: الطعام الذي لا تشتريه لا يمكن أن يُهدر."
        }
        (_, Language::En) => {
            "Weigh your food waste for one week, then use Batala's savings calculator to see what cutting it is worth."
        }
        (_, Language::Ar) => {
            "زِن هدر الطعام لديك لمدة أسبوع، ثم استخدم حاسبة الوفورات في بطلة لتعرف قيمة خفضه."
        }
    }
}

/// Said instead of an answer when the knowledge base holds nothing good enough.
#[must_use]
pub fn nothing_found(language: Language) -> &'static str {
    match language {
        Language::En => {
            "Batala's knowledge base has no sourced answer to this question yet, and it will not guess. Try asking about food storage, food safety, donation or reducing food waste, or ask the competent authority in your emirate."
        }
        Language::Ar => {
            "لا تتضمن قاعدة معارف بطلة بعدُ إجابة موثّقة المصدر عن هذا السؤال، ولن تخمّن إجابة. جرّب السؤال عن حفظ الطعام أو سلامته أو التبرع به أو تقليل هدره، أو راجع الجهة المختصة في إمارتك."
        }
    }
}

/// Every glue sentence in English with its Arabic version, for the offline translator.
#[must_use]
pub fn english_to_arabic() -> Vec<(String, String)> {
    let mut pairs = vec![(
        nothing_found(Language::En).to_owned(),
        nothing_found(Language::Ar).to_owned(),
    )];
    for city in City::ALL {
        pairs.push((
            check_locally(city, Language::En),
            check_locally(city, Language::Ar),
        ));
    }
    for persona in Persona::ALL {
        pairs.push((
            call_to_action(persona, Language::En).to_owned(),
            call_to_action(persona, Language::Ar).to_owned(),
        ));
    }
    pairs
}
