//! The few sentences the offline composer writes itself, in English and Arabic. Everything else
//! in an offline answer comes from a guidance card.

use batala_kernel::{City, Persona};
use batala_knowledge::Language;

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

/// Said instead of an answer when no guidance card fits the question: plainly, with the
/// nearest topics Batala does cover (their titles) and what to do next.
#[must_use]
pub fn not_covered(topics: &[&str], city: City, language: Language) -> (String, Vec<String>) {
    let quoted: Vec<String> = topics
        .iter()
        .map(|topic| match language {
            Language::En => format!("“{topic}”"),
            Language::Ar => format!("«{topic}»"),
        })
        .collect();
    let list = match (language, quoted.as_slice()) {
        (_, []) => String::new(),
        (_, [one]) => one.clone(),
        (Language::En, [rest @ .., last]) => format!("{} and {last}", rest.join(", ")),
        (Language::Ar, [rest @ .., last]) => format!("{} و{last}", rest.join("، ")),
    };
    let authority = crate::composer::authority_name(city, language);
    match language {
        Language::En => {
            let mut answer =
                "Batala has no checked answer to this question yet, and it will not guess."
                    .to_owned();
            if !list.is_empty() {
                answer.push_str(&format!(" The nearest topics it covers are {list}."));
            }
            (
                answer,
                vec![
                    "Ask again naming the food, the temperature or the time involved, so the question can be matched.".to_owned(),
                    "Pick one of the nearest topics above if it is what you need.".to_owned(),
                    format!("Ask {authority} for a ruling on your own case."),
                ],
            )
        }
        Language::Ar => {
            let mut answer =
                "لا تملك بطلة بعدُ إجابة موثّقة عن هذا السؤال، ولن تخمّن إجابة.".to_owned();
            if !list.is_empty() {
                answer.push_str(&format!(" أقرب المواضيع التي تغطيها: {list}."));
            }
            (
                answer,
                vec![
                    "أعد السؤال مع ذكر نوع الطعام أو درجة الحرارة أو المدة حتى يمكن مطابقته."
                        .to_owned(),
                    "اختر أحد المواضيع الأقرب المذكورة أعلاه إن كان هو ما تحتاج إليه.".to_owned(),
                    format!("اطلب من {authority} رأيًا في حالتك تحديدًا."),
                ],
            )
        }
    }
}

/// Every fixed glue sentence in English with its Arabic version, for the offline translator.
#[must_use]
pub fn english_to_arabic() -> Vec<(String, String)> {
    Persona::ALL
        .iter()
        .map(|&persona| {
            (
                call_to_action(persona, Language::En).to_owned(),
                call_to_action(persona, Language::Ar).to_owned(),
            )
        })
        .collect()
}
