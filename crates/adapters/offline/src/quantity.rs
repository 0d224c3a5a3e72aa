//! The amount of food waste a question states ("our buffet bins about 40 kg a day", "نرمي 25
//! كيلو كل يوم") and the price per kilogram it may give, so a cost answer can do the sum for the
//! asker instead of handing them the formula; likewise the guests it counts and the fridge
//! temperature it reports.

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

    /// How many of `self` make one `other` ("30 days a month"): a month counts 30 days, the
    /// way people reckon it.
    fn in_each(self, other: Self) -> f64 {
        match (self, other) {
            (Self::Day, Self::Month) => 30.0,
            _ => self.per_year() / other.per_year(),
        }
    }

    /// "in a year" ("في السنة").
    const fn in_words(self, language: Language) -> &'static str {
        match (self, language) {
            (_, Language::En) => self.words(language),
            (Self::Day, Language::Ar) => "في اليوم",
            (Self::Week, Language::Ar) => "في الأسبوع",
            (Self::Month, Language::Ar) => "في الشهر",
            (Self::Year, Language::Ar) => "في السنة",
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

/// Food waste a question states: so many kilograms every period, maybe at a given price and
/// with a cut in mind, and the period the asker wants the answer for (else the period of the
/// food spend it states, else a year).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StatedWaste {
    pub kg: f64,
    pub period: Period,
    pub cost_per_kg_aed: Option<f64>,
    /// The share the asker means to cut ("if we cut it 20%"), 0 to 1.
    pub cut: Option<f64>,
    pub asked: Period,
    /// What the question says it spends on food (AED) and how often, to set the waste against.
    pub spend: Option<(f64, Period)>,
}

/// How many words after the unit the period may come ("40 kg of food a day").
const PERIOD_REACH: usize = 5;

/// The amount of waste the question states, when it gives both an amount and how often.
#[must_use]
pub fn stated_waste(question: &str) -> Option<StatedWaste> {
    let words = figures(question);
    let price = price_per_kg(&words);
    words.iter().enumerate().find_map(|(i, word)| {
        let amount: f64 = word.parse().ok()?;
        if i > 0 && CURRENCY.contains(&words[i - 1].as_str()) {
            return None;
        }
        let kg = in_kilograms(amount, words.get(i + 1)?)?;
        let (at, period) = words
            .iter()
            .enumerate()
            .skip(i + 2)
            .take(PERIOD_REACH)
            .find_map(|(at, word)| Period::of_word(word).map(|period| (at, period)))?;
        let spend = food_spend(&words);
        let asked = words
            .iter()
            .skip(at + 1)
            .find_map(|word| Period::of_word(word))
            .filter(|&asked| asked != period)
            .or(spend.map(|(_, every)| every))
            .unwrap_or(Period::Year);
        (kg > 0.0).then_some(StatedWaste {
            kg,
            period,
            cost_per_kg_aed: price,
            cut: stated_cut(question),
            asked,
            spend,
        })
    })
}

/// An amount in kilograms, when the unit after it is kilograms or tonnes.
fn in_kilograms(amount: f64, unit: &str) -> Option<f64> {
    if KILOGRAMS.contains(&unit) {
        Some(amount)
    } else if TONNES.contains(&unit) {
        Some(amount * 1000.0)
    } else {
        None
    }
}

/// A percentage the question gives ("cut it 20%", "نقلل ٢٠٪"), as a share.
fn stated_cut(question: &str) -> Option<f64> {
    percents(&figures(question)).first().copied()
}

/// The percentages among a question's words, as shares.
fn percents(words: &[String]) -> Vec<f64> {
    words
        .windows(2)
        .filter(|pair| PERCENT.contains(&pair[1].as_str()))
        .filter_map(|pair| pair[0].parse::<f64>().ok())
        .filter(|percent| *percent > 0.0 && *percent <= 100.0)
        .map(|percent| percent / 100.0)
        .collect()
}

/// A question's words, normalised, with its figures written plainly and apart from their units.
fn figures(question: &str) -> Vec<String> {
    split_numbers(&crate::normalise(&plain_figures(question)))
}

/// The whole numbers among the words that one of `named` follows within two words ("300
/// guests", "9 °C").
fn counts_of<'a>(words: &'a [String], named: &'a [&str]) -> impl Iterator<Item = u32> + 'a {
    words.iter().enumerate().filter_map(move |(i, word)| {
        let count: u32 = word.parse().ok()?;
        words
            .iter()
            .skip(i + 1)
            .take(2)
            .any(|w| named.contains(&w.as_str()))
            .then_some(count)
    })
}

/// Arabic letters written onto a number: "and", "for", "with" ("و150", "لـ٥٠", "بـ٢٠٠").
const NUMBER_PREFIXES: &[char] = &['و', 'ل', 'ب'];

/// Splits "40kg" into "40" and "kg", and the Arabic "and", "for" or "with" off a number ("و150",
/// "لـ٥٠").
fn split_numbers(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|word| {
            let number = word.trim_start_matches(NUMBER_PREFIXES);
            let prefixes = word.chars().count() - number.chars().count();
            if prefixes <= 2 && number.starts_with(|c: char| c.is_ascii_digit()) {
                number
            } else {
                word
            }
        })
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

/// The sums an expert would do for the asker: what the stated waste costs over the period
/// asked (a year unless asked), and what the cut the asker has in mind, else the persona's usual
/// first-year cut, would save.
#[must_use]
pub fn cost_sentences(waste: StatedWaste, persona: Persona, language: Language) -> Vec<String> {
    let asked = waste.asked;
    let asked_kg = waste.kg * waste.period.in_each(asked);
    let (low, high) = waste.cost_per_kg_aed.map_or(
        (DEFAULT_COST_PER_KG_AED, HOTEL_MEASURED_COST_PER_KG_AED),
        |price| (price, price),
    );
    let rate = waste.cut.unwrap_or_else(|| persona_reduction_rate(persona));
    let percent = number(rate * 100.0);
    let amount = number(waste.kg);
    let period = waste.period.words(language);
    let over = asked.words(language);
    let within = asked.in_words(language);
    let total = kilograms(asked_kg);
    let cost = range(asked_kg * low, asked_kg * high, language);
    let saved_kg = kilograms(asked_kg * rate);
    let saved_each = kilograms(waste.kg * rate);
    let saving = range(asked_kg * low * rate, asked_kg * high * rate, language);
    let price = spread(&number(low), &number(high), language);
    let who = waste.cut.is_none().then(|| usual_cut(persona, language));
    // Set against what is spent on food in the same period: the share of the food bill binned.
    // A sum the waste alone exceeds is not the food bill (a tracking system's AED 1,500 fee).
    let is_food_bill =
        |(aed, every): (f64, Period)| waste.kg * waste.period.in_each(every) * high < aed;
    let share = waste
        .spend
        .filter(|&spend| is_food_bill(spend))
        .map(|(aed, every)| {
            let kg = waste.kg * waste.period.in_each(every);
            let percent = |price: f64| number((kg * price / aed * 100.0).round());
            let (bill, every) = (number(round_money(aed)), every.words(language));
            match language {
                Language::En => format!(
                    "That is about {}% of the AED {bill} you spend on food {every}.",
                    spread(&percent(low), &percent(high), language)
                ),
                Language::Ar => format!(
                    "أي نحو {}% من مشترياتك من الطعام البالغة {bill} {} {every}.",
                    spread(&percent(low), &percent(high), language),
                    dirhams(round_money(aed)),
                ),
            }
        });
    let mut sentences = match language {
        Language::En => vec![
            format!(
                "About AED {cost} {over}: {amount} kg {period} comes to about {total} kg of food {over}, at AED {price} per kilogram."
            ),
            match who {
                Some(who) => format!(
                    "Cutting it by {percent}%, {who}, would save about {saved_kg} kg and AED {saving} {over}."
                ),
                None => format!(
                    "Cutting it by {percent}% saves about {saved_each} kg {period}, or {saved_kg} kg {over}, worth about AED {saving}."
                ),
            },
        ],
        Language::Ar => vec![
            format!(
                "تبلغ التكلفة نحو {cost} {} {within}: {amount} كغ {period} تعني نحو {total} كغ من الطعام {over}، بسعر {price} {} للكيلوغرام.",
                dirhams(round_money(asked_kg * high)),
                dirhams(high),
            ),
            match who {
                Some(who) => format!(
                    "يوفّر خفض الهدر بنسبة {percent}%، {who}، نحو {saved_kg} كغ و{saving} {} {over}.",
                    dirhams(round_money(asked_kg * high * rate)),
                ),
                None => format!(
                    "يوفّر خفض الهدر بنسبة {percent}% نحو {saved_each} كغ {period}، أي {saved_kg} كغ {over} قيمتها نحو {saving} {}.",
                    dirhams(round_money(asked_kg * high * rate)),
                ),
            },
        ],
    };
    if let Some(share) = share {
        sentences.insert(1, share);
    }
    sentences
}

/// Whose cut the persona's usual first-year rate is, said after the percentage.
const fn usual_cut(persona: Persona, language: Language) -> &'static str {
    match (persona, language) {
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
    }
}

/// Food bought and the share of it wasted, as a question states them ("monthly food purchases
/// are about AED 180,000 and we estimate 12% ends up as waste"), with the cut the asker has in
/// mind ("if we cut waste by half").
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StatedSpend {
    pub aed: f64,
    pub period: Period,
    /// The share of what is bought that is wasted, 0 to 1.
    pub wasted: f64,
    /// The share of that waste the asker means to cut, 0 to 1.
    pub cut: Option<f64>,
}

/// Words after a figure that make it a percentage, normalised ("12 %" once `plain_figures` has
/// spaced the sign, "12 بالمية").
const PERCENT: &[&str] = &["percent", "pct", "بالميه", "بالمئه", "في المئه"];

/// Words for the share of waste to cut ("by half", "للنص"), normalised.
const FRACTIONS: &[(&str, f64)] = &[
    ("half", 0.5),
    ("halve", 0.5),
    ("halved", 0.5),
    ("نص", 0.5),
    ("النص", 0.5),
    ("للنص", 0.5),
    ("نصف", 0.5),
    ("النصف", 0.5),
    ("للنصف", 0.5),
    ("third", 1.0 / 3.0),
    ("ثلث", 1.0 / 3.0),
    ("quarter", 0.25),
    ("ربع", 0.25),
];

/// Multipliers written after a figure ("180k", "1.2 million").
const THOUSANDS: &[(&str, f64)] = &[
    ("k", 1_000.0),
    ("الف", 1_000.0),
    ("million", 1_000_000.0),
    ("مليون", 1_000_000.0),
];

/// How many words from the amount the period may be ("monthly food purchases are about AED
/// 180,000").
const SPEND_PERIOD_REACH: usize = 6;

/// The question's figures written plainly: Arabic digits as ASCII, thousands separators dropped
/// ("180,000" → "180000"), a percent sign as a word.
fn plain_figures(question: &str) -> String {
    let chars: Vec<char> = question
        .chars()
        .map(|c| match c {
            '\u{0660}'..='\u{0669}' => char::from_digit(u32::from(c) - 0x0660, 10).unwrap_or(c),
            c => c,
        })
        .collect();
    let mut out = String::with_capacity(question.len());
    for (i, &c) in chars.iter().enumerate() {
        let separates_thousands = matches!(c, ',' | '٬')
            && i > 0
            && chars[i - 1].is_ascii_digit()
            && chars
                .get(i + 1..i + 4)
                .is_some_and(|next| next.iter().all(char::is_ascii_digit))
            && !chars.get(i + 4).is_some_and(char::is_ascii_digit);
        match c {
            _ if separates_thousands => {}
            '%' | '٪' => out.push_str(" percent "),
            c => out.push(c),
        }
    }
    out
}

/// What the question says it spends on food (AED), how often, and where the figure stands.
fn food_spend(words: &[String]) -> Option<(f64, Period)> {
    let (aed, at) = words.iter().enumerate().find_map(|(i, word)| {
        let figure: f64 = word.parse().ok()?;
        let times = words
            .get(i + 1)
            .and_then(|next| THOUSANDS.iter().find(|(name, _)| name == next))
            .map_or(1.0, |(_, times)| *times);
        let by_currency = (i > 0 && CURRENCY.contains(&words[i - 1].as_str()))
            || words
                .iter()
                .skip(i + 1)
                .take(2)
                .any(|w| CURRENCY.contains(&w.as_str()));
        let aed = figure * times;
        (by_currency && aed >= 1_000.0).then_some((aed, i))
    })?;
    let period = words
        .iter()
        .enumerate()
        .filter_map(|(j, word)| Period::of_word(word).map(|period| (j.abs_diff(at), period)))
        .filter(|(distance, _)| *distance <= SPEND_PERIOD_REACH)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, period)| period)?;
    Some((aed, period))
}

/// What the question says it spends on food and the share of it wasted, when it says both and
/// how often it spends.
#[must_use]
pub fn stated_spend(question: &str) -> Option<StatedSpend> {
    let words = figures(question);
    let percents = percents(&words);
    let wasted = *percents.first()?;
    let (aed, period) = food_spend(&words)?;
    let cut = percents.get(1).copied().or_else(|| {
        words
            .iter()
            .find_map(|word| FRACTIONS.iter().find(|(name, _)| name == word))
            .map(|(_, share)| *share)
    });
    Some(StatedSpend {
        aed,
        period,
        wasted,
        cut,
    })
}

/// The sums for food bought and the share wasted: what goes in the bin a month and a year, and
/// what the cut in mind, else the persona's usual first-year cut, would save.
#[must_use]
pub fn spend_sentences(spend: StatedSpend, persona: Persona, language: Language) -> Vec<String> {
    let monthly_waste = spend.aed * spend.period.in_each(Period::Month) * spend.wasted;
    let rate = spend.cut.unwrap_or_else(|| persona_reduction_rate(persona));
    let money = |value: f64| number(round_money(value));
    let (bought, wasted) = (money(spend.aed), number(spend.wasted * 100.0));
    let (month, year) = (money(monthly_waste), money(monthly_waste * 12.0));
    let (saved_month, saved_year) = (
        money(monthly_waste * rate),
        money(monthly_waste * rate * 12.0),
    );
    let period = spend.period.words(language);
    let by = match (spend.cut, language) {
        (Some(cut), Language::En) if (cut - 0.5).abs() < 1e-9 => "by half".to_owned(),
        (Some(cut), Language::En) => format!("by {}%", number(cut * 100.0)),
        (None, Language::En) => format!(
            "by {}%, {},",
            number(rate * 100.0),
            usual_cut(persona, language)
        ),
        (Some(cut), Language::Ar) if (cut - 0.5).abs() < 1e-9 => "إلى النصف".to_owned(),
        (Some(cut), Language::Ar) => format!("بنسبة {}%", number(cut * 100.0)),
        (None, Language::Ar) => format!(
            "بنسبة {}%، {}،",
            number(rate * 100.0),
            usual_cut(persona, language)
        ),
    };
    match language {
        Language::En => vec![
            format!(
                "At {wasted}% waste, AED {bought} of food bought {period} means about AED {month} of food thrown away a month, about AED {year} a year."
            ),
            format!(
                "Cutting that waste {by} would save about AED {saved_month} a month, about AED {saved_year} a year."
            ),
        ],
        Language::Ar => vec![
            format!(
                "بنسبة هدر {wasted}%، تعني مشتريات طعام قيمتها {bought} {} {period} أن ما يُرمى من الطعام يبلغ نحو {month} {} في الشهر، أي نحو {year} {} في السنة.",
                dirhams(round_money(spend.aed)),
                dirhams(round_money(monthly_waste)),
                dirhams(round_money(monthly_waste * 12.0)),
            ),
            format!(
                "يوفّر خفض الهدر {by} نحو {saved_month} {} في الشهر، أي نحو {saved_year} {} في السنة.",
                dirhams(round_money(monthly_waste * rate)),
                dirhams(round_money(monthly_waste * rate * 12.0)),
            ),
        ],
    }
}

/// The monthly saving in AED the question's spend and waste share imply.
#[must_use]
pub fn spend_monthly_saving(spend: StatedSpend, persona: Persona) -> f64 {
    let rate = spend.cut.unwrap_or_else(|| persona_reduction_rate(persona));
    let saving = spend.aed * spend.period.in_each(Period::Month) * spend.wasted * rate;
    (saving * 100.0).round() / 100.0
}

/// The monthly saving in AED the calculator's way (its default cost per kilogram), for the
/// stated waste and the cut in mind, else the persona's usual first-year cut.
#[must_use]
pub fn monthly_saving(waste: StatedWaste, persona: Persona) -> f64 {
    let rate = waste.cut.unwrap_or_else(|| persona_reduction_rate(persona));
    let monthly_kg = waste.kg * waste.period.in_each(Period::Month);
    (monthly_kg * rate * DEFAULT_COST_PER_KG_AED * 100.0).round() / 100.0
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

/// Kilograms as a kitchen would say them: whole from 100 up ("1,708", not "1,708.2").
fn kilograms(value: f64) -> String {
    number(if value >= 100.0 { value.round() } else { value })
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

/// Words that count the heads at an event ("300 guests", "٤٠٠ معزوم"), normalised.
const HEADS: &[&str] = &[
    "guests",
    "guest",
    "people",
    "ppl",
    "person",
    "persons",
    "pax",
    "covers",
    "attendees",
    "invitees",
    "workers",
    "ضيف",
    "ضيوف",
    "شخص",
    "اشخاص",
    "معزوم",
    "معازيم",
    "مدعو",
    "مدعوين",
    "نفر",
    "فرد",
    "عامل",
    "عمال",
];

/// Kilograms of food a head for a main meal: WRAP's 420 g average meal to the 500 g UAE
/// charities count as enough for one person.
const FOOD_KG_A_HEAD: (f64, f64) = (0.42, 0.5);

/// Kilograms wasted and the covers or guests they came from, when the question states both
/// ("46 kg in the bin from 320 covers").
#[must_use]
pub fn stated_waste_per_head(question: &str) -> Option<(f64, u32)> {
    let words = figures(question);
    let kg = words
        .iter()
        .enumerate()
        .find_map(|(i, word)| in_kilograms(word.parse().ok()?, words.get(i + 1)?))?;
    let heads = stated_guests(question)?;
    (kg > 0.0).then_some((kg, heads))
}

/// The waste a head those figures come to ("46 kg of food waste from 320 covers is about 144 g
/// a cover").
#[must_use]
pub fn waste_per_head_sentence(kg: f64, heads: u32, covers: bool, language: Language) -> String {
    let grams = number((kg * 1000.0 / f64::from(heads)).round());
    let kilograms = number(kg);
    match (language, covers) {
        (Language::En, true) => {
            format!("{kilograms} kg of food waste from {heads} covers is about {grams} g a cover.")
        }
        (Language::En, false) => {
            format!("{kilograms} kg of food waste from {heads} guests is about {grams} g a guest.")
        }
        (Language::Ar, _) => format!(
            "تعني {kilograms} كغ من هدر الطعام مع {heads} من الضيوف نحو {grams} غ للضيف الواحد."
        ),
    }
}

/// Words after a count saying those guests have confirmed ("110 rsvp'd", "90 confirmed",
/// "٨٠ أكدوا"), normalised.
const CONFIRMED: &[&str] = &[
    "rsvp",
    "rsvpd",
    "rsvped",
    "confirmed",
    "coming",
    "attending",
    "accepted",
    "اكدوا",
    "موكد",
    "موكدين",
    "ماكدين",
    "جايين",
];

/// How many guests the question counts ("a wedding of 300 guests", "300 invited guests",
/// "عرس فيه ٤٠٠ معزوم"): those who confirmed, when it counts them apart from those invited
/// ("150 ppl but only 110 rsvp'd").
#[must_use]
pub fn stated_guests(question: &str) -> Option<u32> {
    let words = figures(question);
    let count_of =
        |named: &[&str]| counts_of(&words, named).find(|heads| (10..=100_000).contains(heads));
    let invited = count_of(HEADS)?;
    Some(count_of(CONFIRMED).unwrap_or(invited))
}

/// The sums a caterer would do for the guests the question counts: how much food that is in all,
/// for those who confirmed.
#[must_use]
pub fn guest_sentences(invited: u32, language: Language) -> Vec<String> {
    // Fives of kilograms for a big event, single kilograms for a gathering at home.
    let nearest = |value: f64, step: f64| (value / step).round() * step;
    let guests = f64::from(invited);
    let step = if guests >= 100.0 { 5.0 } else { 1.0 };
    let (low, high) = (
        nearest(guests * FOOD_KG_A_HEAD.0, step),
        nearest(guests * FOOD_KG_A_HEAD.1, step),
    );
    let kilograms = spread(&number(low), &number(high), language);
    vec![match language {
        Language::En => format!(
            "For {invited} guests, plan about {kilograms} kg of food in all for a main meal, 420–500 g a guest, counted for the guests who have confirmed rather than everyone invited."
        ),
        Language::Ar => format!(
            "لعدد {invited} ضيف، خطّط لنحو {kilograms} كغ من الطعام إجمالاً للوجبة الرئيسية، أي 420 إلى 500 غرام للضيف، محسوبة على من أكّدوا حضورهم لا على كل المدعوين."
        ),
    }]
}

/// How a word naming a fridge or chiller begins, normalised ("walk-in chiller", "الثلاجة").
const FRIDGE_WORDS: &[&str] = &[
    "fridge",
    "refrigerat",
    "chiller",
    "ثلاج",
    "الثلاج",
    "تلاج",
    "التلاج",
    "براد",
    "البراد",
];

/// How a word naming a freezer or freezing begins: its temperatures lose their minus sign in
/// normalising, so a question about one is left alone.
const FREEZER_WORDS: &[&str] = &["freez", "فريز", "الفريز", "مجمد", "المجمد", "تجميد"];

/// Words for degrees, normalised ("9 degrees", "9c", "٩ درجات").
const DEGREES: &[&str] = &[
    "degrees",
    "degree",
    "deg",
    "c",
    "celsius",
    "درجه",
    "درجات",
    "مئويه",
];

/// Above the 5 °C a fridge must hold, and below any room: a fridge reading worth a warning.
const WARM_FRIDGE_DEGREES: std::ops::RangeInclusive<u32> = 6..=25;

/// The temperature a question reports for a fridge or chiller when it is above 5 °C ("our
/// walk-in has been showing 9 degrees", "الثلاجة حرارتها ٨ درجات").
#[must_use]
pub fn stated_warm_fridge(question: &str) -> Option<u32> {
    let words = figures(question);
    let names = |stems: &[&str]| {
        words
            .iter()
            .any(|word| stems.iter().any(|stem| word.starts_with(stem)))
    };
    if !names(FRIDGE_WORDS) || names(FREEZER_WORDS) {
        return None;
    }
    counts_of(&words, DEGREES).find(|degrees| WARM_FRIDGE_DEGREES.contains(degrees))
}

/// The first thing to say to a fridge reported warm: that it is too warm, and the rule.
#[must_use]
pub fn warm_fridge_sentence(degrees: u32, language: Language) -> String {
    match language {
        Language::En => format!(
            "{degrees} °C is too warm for a fridge or chiller: chilled food must be kept at 5 °C or colder."
        ),
        Language::Ar => format!(
            "حرارة {degrees} °م أعلى من اللازم للثلاجة: يجب حفظ الطعام المبرّد على 5 °م أو أقل."
        ),
    }
}

/// Words for frozen food or where it is kept, normalised: with a reading warmer than −18 °C the
/// question reports a freezer, van or delivery too warm.
const FROZEN_WORDS: &[&str] = &[
    "freez",
    "frozen",
    "ice cream",
    "فريز",
    "مجمد",
    "ايس كريم",
    "ايسكريم",
];

/// Below zero but warmer than the −18 °C a freezer must hold: a frozen reading worth a warning.
const WARM_FREEZER_DEGREES: std::ops::RangeInclusive<u32> = 1..=17;

/// The reading a question reports for a freezer or frozen food when it is warmer than −18 °C,
/// without its minus sign ("our freezer has read -12 for a week", "van display said −10").
#[must_use]
pub fn stated_warm_freezer(question: &str) -> Option<u32> {
    let text = format!(" {} ", crate::normalise(question));
    if !FROZEN_WORDS.iter().any(|word| text.contains(word)) {
        return None;
    }
    let raw = plain_figures(question);
    let words: Vec<&str> = raw.split_whitespace().collect();
    words.iter().enumerate().find_map(|(i, word)| {
        let signed = word
            .strip_prefix(['-', '−', '–'])
            .map(str::to_owned)
            .or_else(|| {
                (i > 0 && ["minus", "سالب"].contains(&words[i - 1].to_lowercase().as_str()))
                    .then(|| (*word).to_owned())
            })?;
        let digits: String = signed.chars().take_while(char::is_ascii_digit).collect();
        let degrees: u32 = digits.parse().ok()?;
        WARM_FREEZER_DEGREES.contains(&degrees).then_some(degrees)
    })
}

/// The first thing to say to a freezer or frozen delivery reported warm: that it is too warm,
/// and the rule.
#[must_use]
pub fn warm_freezer_sentence(degrees: u32, language: Language) -> String {
    match language {
        Language::En => format!(
            "−{degrees} °C is too warm for frozen food: a freezer must hold it at −18 °C or colder."
        ),
        Language::Ar => format!(
            "حرارة −{degrees} °م أعلى من اللازم للأغذية المجمّدة: يجب أن تُحفظ في الفريزر على −18 °م أو أبرد."
        ),
    }
}

/// How a word naming hot holding begins, normalised ("chafing dishes", "bain-marie", "السخانات").
const HOT_HOLDING_WORDS: &[&str] = &[
    "chafing",
    "chafer",
    "bain",
    "hot holding",
    "hot hold",
    "hot cabinet",
    "hot box",
    "hotbox",
    "food warmer",
    "warming",
    "kept warm",
    "keep warm",
    "keeping warm",
    "سخان",
    "السخان",
    "شافنج",
    "شافينج",
    "بان ماري",
    "حافظه",
    "الحافظه",
    "حافظات",
];

/// Warmer than any room yet below the 60 °C hot food must hold: a hot-holding reading worth a
/// warning.
const COOL_HOT_HOLDING_DEGREES: std::ops::RangeInclusive<u32> = 35..=59;

/// The temperature a question reports for food held hot when it is below 60 °C ("our chafing
/// dishes only keep the food at around 50°C", "الأكل في السخانات على 50 درجة").
#[must_use]
pub fn stated_cool_hot_holding(question: &str) -> Option<u32> {
    let text = format!(" {} ", crate::normalise(question));
    if !HOT_HOLDING_WORDS.iter().any(|words| text.contains(words))
        || FRIDGE_WORDS
            .iter()
            .chain(FREEZER_WORDS)
            .any(|word| text.contains(word))
    {
        return None;
    }
    counts_of(&figures(question), DEGREES)
        .find(|degrees| COOL_HOT_HOLDING_DEGREES.contains(degrees))
}

/// The first things to say of hot food held below 60 °C: that it is too cool, and the
/// 2-hour/4-hour rule for food that has left hot holding.
#[must_use]
pub fn cool_hot_holding_sentences(degrees: u32, language: Language) -> [String; 2] {
    match language {
        Language::En => [
            format!("{degrees} °C is too cool for hot holding: hot food must be kept at 60 °C or above."),
            "Food that has been below 60 °C for less than 2 hours can still be served or chilled, between 2 and 4 hours it must be served at once, and after 4 hours it must be thrown away.".to_owned(),
        ],
        Language::Ar => [
            format!("حرارة {degrees} °م أقل من اللازم للحفظ الساخن: يجب أن يبقى الطعام الساخن على 60 °م أو أكثر."),
            "يمكن تقديم الطعام الذي قضى دون 60 °م أقل من ساعتين أو تبريده، وبين ساعتين وأربع ساعات يجب تقديمه فوراً، وبعد 4 ساعات يجب التخلص منه.".to_owned(),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_hot_held_food_below_60() {
        assert_eq!(
            stated_cool_hot_holding(
                "Our chafing dishes only keep the food at around 50°C. Is that safe, and for how long?"
            ),
            Some(50)
        );
        assert_eq!(
            stated_cool_hot_holding("الأكل في السخانات حرارته 45 درجة بس، عادي؟"),
            Some(45)
        );
        assert_eq!(
            stated_cool_hot_holding("chafing dishes hold the curry at 65 degrees, fine?"),
            None
        );
        assert_eq!(
            stated_cool_hot_holding("how long can cooked food stay at 40 degrees outside"),
            None
        );
    }

    #[test]
    fn reads_a_freezer_or_frozen_delivery_warmer_than_minus_18() {
        assert_eq!(
            stated_warm_freezer(
                "فريزر البيت صار له اسبوع يقرا -١٢ ، وفيه دياي ولحم وسمك. عادي صح؟"
            ),
            Some(12)
        );
        assert_eq!(
            stated_warm_freezer(
                "ice cream tubs were soft on the edges, van display said -10. accept?"
            ),
            Some(10)
        );
        assert_eq!(
            stated_warm_freezer("our freezer reads minus 15 degrees"),
            Some(15)
        );
        assert_eq!(
            stated_warm_freezer("the freezer is at -18, all good?"),
            None
        );
        assert_eq!(stated_warm_freezer("is -12 ok for the chiller"), None);
        assert_eq!(
            warm_freezer_sentence(12, Language::En),
            "−12 °C is too warm for frozen food: a freezer must hold it at −18 °C or colder."
        );
    }

    #[test]
    fn sums_what_stated_spending_and_its_wasted_share_cost() {
        let spend = stated_spend(
            "Monthly food purchases are about AED 180,000 and we estimate 12% ends up as waste. If we cut waste by half, what would we save a year?",
        )
        .unwrap();
        assert_eq!(
            spend,
            StatedSpend {
                aed: 180_000.0,
                period: Period::Month,
                wasted: 0.12,
                cut: Some(0.5)
            }
        );
        assert_eq!(
            spend_sentences(spend, Persona::Catering, Language::En),
            vec![
                "At 12% waste, AED 180,000 of food bought a month means about AED 21,600 of food thrown away a month, about AED 259,200 a year.",
                "Cutting that waste by half would save about AED 10,800 a month, about AED 129,600 a year.",
            ]
        );
        assert!((spend_monthly_saving(spend, Persona::Catering) - 10_800.0).abs() < 0.01);
        let arabic = stated_spend("نشتري أكل بـ ٥٠٬٠٠٠ درهم بالشهر ونرمي تقريباً ١٠٪ منه").unwrap();
        assert_eq!(
            (arabic.aed, arabic.period, arabic.wasted, arabic.cut),
            (50_000.0, Period::Month, 0.1, None)
        );
        assert_eq!(
            spend_sentences(arabic, Persona::Restaurant, Language::Ar)[0],
            "بنسبة هدر 10%، تعني مشتريات طعام قيمتها 50,000 درهم شهرياً أن ما يُرمى من الطعام يبلغ نحو 5,000 درهم في الشهر، أي نحو 60,000 درهم في السنة."
        );
        let thousands =
            stated_spend("we spend 120k aed a month on food, around 8 percent is wasted").unwrap();
        assert_eq!((thousands.aed, thousands.wasted), (120_000.0, 0.08));
        // A price per kilogram, a spend with no share wasted, or no period: no sums.
        assert_eq!(
            stated_spend("rice at AED 25 per kg, 10% of it wasted a month"),
            None
        );
        assert_eq!(stated_spend("we spend AED 40,000 a month on food"), None);
        assert_eq!(
            stated_spend("we spent AED 40,000 on the wedding and 20% was left"),
            None
        );
    }

    #[test]
    fn sums_the_waste_a_cover() {
        let question = "Breakfast buffet yesterday: 320 covers. We weighed everything going to the bin: 46 kg total";
        assert_eq!(stated_waste_per_head(question), Some((46.0, 320)));
        assert_eq!(
            waste_per_head_sentence(46.0, 320, true, Language::En),
            "46 kg of food waste from 320 covers is about 144 g a cover."
        );
        assert_eq!(
            waste_per_head_sentence(60.0, 350, false, Language::Ar),
            "تعني 60 كغ من هدر الطعام مع 350 من الضيوف نحو 171 غ للضيف الواحد."
        );
        assert_eq!(stated_waste_per_head("we bin 40 kg a day"), None);
        assert_eq!(stated_waste_per_head("a wedding of 300 guests"), None);
    }

    #[test]
    fn counts_the_guests_and_sums_their_food() {
        assert_eq!(
            stated_guests("How much food should I prepare for a wedding of 350 guests?"),
            Some(350)
        );
        assert_eq!(
            stated_guests("كم كيلو لحم وعيش لعرس فيه ٤٠٠ معزوم؟"),
            Some(400)
        );
        assert_eq!(stated_guests("for 300 invited guests"), Some(300));
        assert_eq!(stated_guests("we bin 40 kg a day"), None);
        assert_eq!(
            stated_guests("event tomorrow for 150 ppl but only 110 rsvp'd"),
            Some(110)
        );
        assert_eq!(stated_guests("دعينا ٢٠٠ شخص و١٥٠ أكدوا الحضور"), Some(150));
        assert_eq!(stated_guests("3 confirmed cases after our lunch"), None);
        assert_eq!(
            stated_guests("how much food per guest for a 200 person wedding"),
            Some(200)
        );
        assert_eq!(
            guest_sentences(30, Language::En),
            vec![
                "For 30 guests, plan about 13–15 kg of food in all for a main meal, 420–500 g a guest, counted for the guests who have confirmed rather than everyone invited."
            ]
        );
        assert_eq!(
            guest_sentences(350, Language::En),
            vec![
                "For 350 guests, plan about 145–175 kg of food in all for a main meal, 420–500 g a guest, counted for the guests who have confirmed rather than everyone invited."
            ]
        );
    }

    #[test]
    fn counts_a_number_written_onto_arabic_for_or_with() {
        assert_eq!(
            stated_guests("نطبخ إفطار صايم يومي لـ٥٠ عامل في رمضان، كم كمية العيش المناسبة؟"),
            Some(50)
        );
        assert_eq!(stated_guests("عزيمة بـ٢٠٠ معزوم"), Some(200));
    }

    #[test]
    fn reads_a_warm_fridge_but_not_a_setting_a_cool_one_or_a_freezer() {
        assert_eq!(
            stated_warm_fridge(
                "Our walk-in fridge has been showing 9 degrees since this morning. Is the food ok?"
            ),
            Some(9)
        );
        assert_eq!(
            stated_warm_fridge("الثلاجة حرارتها ٨ درجات، الأكل سليم؟"),
            Some(8)
        );
        assert_eq!(stated_warm_fridge("chiller reads 7C all day"), Some(7));
        assert_eq!(
            stated_warm_fridge("My fridge is set to 7, is that ok?"),
            None
        );
        assert_eq!(stated_warm_fridge("my fridge is at 4 degrees"), None);
        assert_eq!(
            stated_warm_fridge("fridge at 8 degrees, can I freeze the chicken?"),
            None
        );
        assert_eq!(
            warm_fridge_sentence(9, Language::En),
            "9 °C is too warm for a fridge or chiller: chilled food must be kept at 5 °C or colder."
        );
    }

    fn waste(kg: f64, period: Period) -> StatedWaste {
        StatedWaste {
            kg,
            period,
            cost_per_kg_aed: None,
            cut: None,
            asked: Period::Year,
            spend: None,
        }
    }

    #[test]
    fn a_sum_the_waste_alone_exceeds_is_not_set_against_it_as_the_food_bill() {
        let fee = StatedWaste {
            asked: Period::Month,
            spend: Some((1_500.0, Period::Month)),
            ..waste(90.0, Period::Day)
        };

        let en = cost_sentences(fee, Persona::Hotel, Language::En);

        assert!(
            !en.iter()
                .any(|sentence| sentence.contains("you spend on food")),
            "{en:?}"
        );
    }

    #[test]
    fn waste_stated_beside_the_food_bill_is_costed_in_its_period_and_as_its_share() {
        let question = "small restaurant, our food cost is about AED 45,000 a month. we weighed the bins and its around 18 kg a day of food waste. how much money is this";
        let stated = stated_waste(question);
        assert_eq!(
            stated,
            Some(StatedWaste {
                asked: Period::Month,
                spend: Some((45_000.0, Period::Month)),
                ..waste(18.0, Period::Day)
            })
        );

        let en = cost_sentences(stated.unwrap(), Persona::Restaurant, Language::En);
        let ar = cost_sentences(stated.unwrap(), Persona::Restaurant, Language::Ar);

        assert_eq!(
            en[0],
            "About AED 5,400–10,300 a month: 18 kg a day comes to about 540 kg of food a month, at AED 10–19 per kilogram."
        );
        assert_eq!(
            en[1],
            "That is about 12–23% of the AED 45,000 you spend on food a month."
        );
        assert!(
            ar[1].contains("12 إلى 23%") && ar[1].contains("45,000 درهم"),
            "{}",
            ar[1]
        );
        assert!(en[2].contains("save about 140 kg and"), "{}", en[2]);
    }

    #[test]
    fn finds_the_amount_how_often_and_what_is_asked_in_english_and_arabic() {
        assert_eq!(
            stated_waste(
                "our breakfast buffet bins about 40 kg of food a day. what does that cost us per year?"
            ),
            Some(waste(40.0, Period::Day))
        );
        assert_eq!(
            stated_waste("نرمي تقريبا ٤٠ كيلو اكل كل يوم في المطبخ، كم يكلفنا بالشهر؟"),
            Some(StatedWaste {
                asked: Period::Month,
                ..waste(40.0, Period::Day)
            })
        );
        assert_eq!(
            stated_waste("we throw 2 tonnes a month at aed 12 per kg, what is that a year"),
            Some(StatedWaste {
                cost_per_kg_aed: Some(12.0),
                ..waste(2000.0, Period::Month)
            })
        );
        assert_eq!(
            stated_waste(
                "we measured 300 kg food waste per week. if we cut it 20% what do we save"
            ),
            Some(StatedWaste {
                cut: Some(0.2),
                ..waste(300.0, Period::Week)
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
        let en = cost_sentences(waste(40.0, Period::Day), Persona::Hotel, Language::En);
        let ar = cost_sentences(waste(40.0, Period::Day), Persona::Hotel, Language::Ar);

        assert_eq!(
            en[0],
            "About AED 146,000–277,400 a year: 40 kg a day comes to about 14,600 kg of food a year, at AED 10–19 per kilogram."
        );
        assert_eq!(
            en[1],
            "Cutting it by 21%, the average first-year cut of hotels that measured their waste, would save about 3,066 kg and AED 30,700–58,300 a year."
        );
        assert!(
            ar[0].contains("14,600 كغ")
                && ar[0].contains("146,000 إلى 277,400 درهم في السنة")
                && ar[0].contains("بسعر 10 إلى 19 درهماً للكيلوغرام"),
            "{}",
            ar[0]
        );
    }

    #[test]
    fn the_period_asked_and_the_cut_in_mind_shape_the_sums() {
        let monthly = StatedWaste {
            asked: Period::Month,
            ..waste(40.0, Period::Day)
        };
        let cut = StatedWaste {
            cut: Some(0.2),
            ..waste(300.0, Period::Week)
        };

        let month = cost_sentences(monthly, Persona::Hotel, Language::Ar);
        let saving = cost_sentences(cut, Persona::Hotel, Language::En);

        assert!(
            month[0].contains("1,200 كغ من الطعام شهرياً"),
            "{}",
            month[0]
        );
        assert_eq!(
            saving[1],
            "Cutting it by 20% saves about 60 kg a week, or 3,120 kg a year, worth about AED 31,200–59,300."
        );
    }

    #[test]
    fn the_monthly_saving_is_the_calculators_for_the_stated_waste() {
        let cut = StatedWaste {
            cut: Some(0.2),
            ..waste(300.0, Period::Week)
        };

        assert!((monthly_saving(cut, Persona::Hotel) - 2600.0).abs() < 0.01);
        assert!((monthly_saving(waste(40.0, Period::Day), Persona::Hotel) - 2520.0).abs() < 0.01);
    }

    #[test]
    fn a_stated_price_gives_one_figure() {
        let waste = StatedWaste {
            cost_per_kg_aed: Some(15.0),
            ..waste(10.0, Period::Week)
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
