//! The amount of food waste a question states ("our buffet bins about 40 kg a day", "نرمي 25
//! كيلو كل يوم") and the price per kilogram it may give, so a cost answer can do the sum for the
//! asker instead of handing them the formula.

use batala_calculator::{DEFAULT_COST_PER_KG_AED, persona_reduction_rate};
use batala_kernel::Persona;
use batala_knowledge::Language;

/// AED per kilogram implied by The St Regis Abu Dhabi's measured savings (knowledge fact 110):
/// the top of the range quoted when the asker gives no price.
const HOTEL_MEASURED_COST_PER_KG_AED: f64 = 19.0;

/// Words for a kilogram and for a tonne, normalised (as `crate::normalise` leaves them).
const KILOGRAMS: &[&str] = &[
    "kg",
    "kgs",
    "kilo",
    "kilos",
    "kilogram",
    "kilograms",
    "kilogramme",
    "kilogrammes",
    "كيلو",
    "كيلوات",
    "كيلوغرام",
    "كيلوغرامات",
    "كيلوجرام",
    "كيلوجرامات",
    "كغ",
    "كجم",
    "للكيلو",
    "بالكيلو",
    "الكيلو",
];
const TONNES: &[&str] = &["tonne", "tonnes", "ton", "tons", "طن", "اطنان", "الطن"];
const CURRENCY: &[&str] = &[
    "aed",
    "dhs",
    "dh",
    "dirham",
    "dirhams",
    "درهم",
    "دراهم",
    "درهما",
];

/// How often the stated amount is thrown away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    Day,
    Week,
    Month,
    Year,
}

impl Period {
    const fn per_year(self) -> f64 {
        match self {
            Self::Day => 365.0,
            Self::Week => 52.0,
            Self::Month => 12.0,
            Self::Year => 1.0,
        }
    }

    fn of_word(word: &str) -> Option<Self> {
        match word {
            "day" | "daily" | "يوم" | "اليوم" | "باليوم" | "يوميا" | "يومي" => {
                Some(Self::Day)
            }
            "week" | "weekly" | "اسبوع" | "الاسبوع" | "بالاسبوع" | "اسبوعيا" | "اسبوعي" => {
                Some(Self::Week)
            }
            "month" | "monthly" | "شهر" | "الشهر" | "بالشهر" | "شهريا" | "شهري" => {
                Some(Self::Month)
            }
            "year" | "yearly" | "annually" | "سنه" | "السنه" | "بالسنه" | "سنويا" | "عام" => {
                Some(Self::Year)
            }
            _ => None,
        }
    }

    const fn words(self, language: Language) -> &'static str {
        match (self, language) {
            (Self::Day, Language::En) => "a day",
            (Self::Week, Language::En) => "a week",
            (Self::Month, Language::En) => "a month",
            (Self::Year, Language::En) => "a year",
            (Self::Day, Language::Ar) => "يومياً",
            (Self::Week, Language::Ar) => "أسبوعياً",
            (Self::Month, Language::Ar) => "شهرياً",
            (Self::Year, Language::Ar) => "سنوياً",
        }
    }
}

/// Food waste a question states: so many kilograms every period, maybe at a given price.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StatedWaste {
    pub kg: f64,
    pub period: Period,
    pub cost_per_kg_aed: Option<f64>,
}

/// How many words after the unit the period may come ("40 kg of food a day").
const PERIOD_REACH: usize = 5;

/// The amount of waste the question states, when it gives both an amount and how often.
#[must_use]
pub fn stated_waste(question: &str) -> Option<StatedWaste> {
    let words = split_numbers(&crate::normalise(question));
    let price = price_per_kg(&words);
    words.iter().enumerate().find_map(|(i, word)| {
        let amount: f64 = word.parse().ok()?;
        if i > 0 && CURRENCY.contains(&words[i - 1].as_str()) {
            return None;
        }
        let unit = words.get(i + 1)?.as_str();
        let kg = if KILOGRAMS.contains(&unit) {
            amount
        } else if TONNES.contains(&unit) {
            amount * 1000.0
        } else {
            return None;
        };
        let period = words
            .iter()
            .skip(i + 2)
            .take(PERIOD_REACH)
            .find_map(|word| Period::of_word(word))?;
        (kg > 0.0).then_some(StatedWaste {
            kg,
            period,
            cost_per_kg_aed: price,
        })
    })
}

/// Splits "40kg" into "40" and "kg".
fn split_numbers(text: &str) -> Vec<String> {
    text.split_whitespace()
        .flat_map(|word| {
            let digits = word
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(word.len());
            if digits == 0 || digits == word.len() {
                vec![word.to_owned()]
            } else {
                vec![word[..digits].to_owned(), word[digits..].to_owned()]
            }
        })
        .collect()
}

/// A price per kilogram in the question ("at aed 25 per kg", "25 درهم للكيلو").
fn price_per_kg(words: &[String]) -> Option<f64> {
    words.iter().enumerate().find_map(|(i, word)| {
        let value: f64 = word.parse().ok()?;
        let by_currency = (i > 0 && CURRENCY.contains(&words[i - 1].as_str()))
            || words
                .get(i + 1)
                .is_some_and(|w| CURRENCY.contains(&w.as_str()));
        let per_kg = words
            .iter()
            .skip(i + 1)
            .take(3)
            .any(|w| KILOGRAMS.contains(&w.as_str()));
        (by_currency && per_kg && value > 0.0).then_some(value)
    })
}

/// The sums an expert would do for the asker: what the stated waste costs a year, and what the
/// persona's usual first-year cut would save.
#[must_use]
pub fn cost_sentences(waste: StatedWaste, persona: Persona, language: Language) -> Vec<String> {
    let yearly_kg = waste.kg * waste.period.per_year();
    let (low, high) = waste.cost_per_kg_aed.map_or(
        (DEFAULT_COST_PER_KG_AED, HOTEL_MEASURED_COST_PER_KG_AED),
        |price| (price, price),
    );
    let rate = persona_reduction_rate(persona);
    let percent = (rate * 100.0).round();
    let amount = number(waste.kg);
    let period = waste.period.words(language);
    let yearly = number(yearly_kg);
    let cost = range(yearly_kg * low, yearly_kg * high, language);
    let saving = range(yearly_kg * low * rate, yearly_kg * high * rate, language);
    let price = spread(&number(low), &number(high), language);
    let who = match (persona, language) {
        (Persona::Restaurant, Language::En) => {
            "the average first-year cut of restaurants that measured their waste"
        }
        (Persona::Hotel, Language::En) => {
            "the average first-year cut of hotels that measured their waste"
        }
        (_, Language::En) => "the first-year target Batala's calculator assumes",
        (Persona::Restaurant, Language::Ar) => {
            "وهو متوسط ما خفّضته المطاعم التي قاست هدرها في عامها الأول"
        }
        (Persona::Hotel, Language::Ar) => {
            "وهو متوسط ما خفّضته الفنادق التي قاست هدرها في عامها الأول"
        }
        (_, Language::Ar) => "وهو الهدف الذي تفترضه حاسبة بطالة للعام الأول",
    };
    match language {
        Language::En => vec![
            format!(
                "About AED {cost} a year: {amount} kg {period} comes to about {yearly} kg of food a year, at AED {price} per kilogram."
            ),
            format!("Cutting it by {percent}%, {who}, would save about AED {saving} a year."),
        ],
        Language::Ar => vec![
            format!(
                "تبلغ التكلفة نحو {cost} {} في السنة: {amount} كغ {period} تعني نحو {yearly} كغ من الطعام سنوياً، بسعر {price} {} للكيلوغرام.",
                dirhams(round_money(yearly_kg * high)),
                dirhams(high),
            ),
            format!(
                "يوفّر خفض الهدر بنسبة {percent}%، {who}، نحو {saving} {} سنوياً.",
                dirhams(round_money(yearly_kg * high * rate)),
            ),
        ],
    }
}

/// "درهم" in the form Arabic grammar gives it after a number (the last of a range).
fn dirhams(amount: f64) -> &'static str {
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    match (amount.round() as u64) % 100 {
        3..=10 => "دراهم",
        11..=99 => "درهماً",
        _ => "درهم",
    }
}

/// Money from `low` to `high`, rounded ("146,000–277,400").
fn range(low: f64, high: f64, language: Language) -> String {
    spread(
        &number(round_money(low)),
        &number(round_money(high)),
        language,
    )
}

/// "146,000–277,400" ("146,000 إلى 277,400"), or one figure when both ends agree.
fn spread(low: &str, high: &str, language: Language) -> String {
    if low == high {
        return low.to_owned();
    }
    match language {
        Language::En => format!("{low}–{high}"),
        Language::Ar => format!("{low} إلى {high}"),
    }
}

/// Money to a sensible precision: hundreds of dirhams above 10,000, tens below.
fn round_money(value: f64) -> f64 {
    let step = if value >= 10_000.0 { 100.0 } else { 10.0 };
    (value / step).round() * step
}

/// A figure with thousands separators and at most one decimal ("14,600", "2.5").
fn number(value: f64) -> String {
    let tenths = (value * 10.0).round();
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let whole = (tenths / 10.0).trunc() as u64;
    let digits = whole.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if tenths % 10.0 != 0.0 {
        out.push_str(&format!(".{}", (tenths % 10.0).abs()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_amount_and_how_often_in_english_and_arabic() {
        assert_eq!(
            stated_waste(
                "our breakfast buffet bins about 40 kg of food a day. what does that cost us per year?"
            ),
            Some(StatedWaste {
                kg: 40.0,
                period: Period::Day,
                cost_per_kg_aed: None
            })
        );
        assert_eq!(
            stated_waste("فندقنا يرمي تقريبا 25 كيلو اكل كل يوم، كم تكلفنا بالسنة؟"),
            Some(StatedWaste {
                kg: 25.0,
                period: Period::Day,
                cost_per_kg_aed: None
            })
        );
        assert_eq!(
            stated_waste("we throw 2 tonnes a month at aed 12 per kg, what is that a year"),
            Some(StatedWaste {
                kg: 2000.0,
                period: Period::Month,
                cost_per_kg_aed: Some(12.0)
            })
        );
        assert_eq!(
            stated_waste("we waste 300kg weekly").map(|w| w.kg),
            Some(300.0)
        );
        assert_eq!(stated_waste("how much does 1 kg of food waste cost"), None);
    }

    #[test]
    fn does_the_yearly_sum_and_the_saving_for_the_persona() {
        let waste = StatedWaste {
            kg: 40.0,
            period: Period::Day,
            cost_per_kg_aed: None,
        };

        let en = cost_sentences(waste, Persona::Hotel, Language::En);
        let ar = cost_sentences(waste, Persona::Hotel, Language::Ar);

        assert_eq!(
            en[0],
            "About AED 146,000–277,400 a year: 40 kg a day comes to about 14,600 kg of food a year, at AED 10–19 per kilogram."
        );
        assert_eq!(
            en[1],
            "Cutting it by 21%, the average first-year cut of hotels that measured their waste, would save about AED 30,700–58,300 a year."
        );
        assert!(
            ar[0].contains("14,600 كغ") && ar[0].contains("146,000 إلى 277,400 درهم"),
            "{}",
            ar[0]
        );
    }

    #[test]
    fn a_stated_price_gives_one_figure() {
        let waste = StatedWaste {
            kg: 10.0,
            period: Period::Week,
            cost_per_kg_aed: Some(15.0),
        };

        let en = cost_sentences(waste, Persona::Restaurant, Language::En);

        assert!(
            en[0].starts_with("About AED 7,800 a year: 10 kg a week"),
            "{}",
            en[0]
        );
        assert!(
            en[1].contains("26%") && en[1].contains("AED 2,030"),
            "{}",
            en[1]
        );
    }
}
