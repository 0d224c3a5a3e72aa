//! iCalendar (RFC 5545) for published events: one event for "Add to calendar", and the feed of
//! upcoming events that a calendar subscribes to. Times are written in the UAE's zone
//! (`Asia/Dubai`) with the `VTIMEZONE` that RFC 5545 requires for every `TZID` used; an event's
//! `UID` is its id, so a calendar updates its entry instead of adding a second one.

use batala_events::Event;
use batala_kernel::City;
use chrono::{DateTime, Duration, FixedOffset, Utc};
use icalendar::{
    Calendar, CalendarComponent, CalendarDateTime, Component, EventLike, EventStatus, Property,
};

/// The UAE's time zone, as calendars name it.
pub const TIME_ZONE: &str = "Asia/Dubai";

/// `Asia/Dubai` has kept UTC+4 all year, without daylight saving, since 1920.
const UAE_OFFSET_SECONDS: i32 = 4 * 3600;

const VTIMEZONE: &str = "BEGIN:VTIMEZONE\r\nTZID:Asia/Dubai\r\nBEGIN:STANDARD\r\n\
    DTSTART:19700101T000000\r\nTZOFFSETFROM:+0400\r\nTZOFFSETTO:+0400\r\nTZNAME:+04\r\n\
    END:STANDARD\r\nEND:VTIMEZONE\r\n";

/// How long an event whose end is unknown lasts in a calendar.
pub const DEFAULT_DURATION: Duration = Duration::hours(2);

/// How often a subscribed calendar should fetch the feed again.
const REFRESH_INTERVAL: Duration = Duration::hours(6);

/// The language of the feed's name and of the labels in each event's notes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    #[default]
    English,
    Arabic,
}

impl Language {
    /// `ar` is Arabic; anything else (or nothing) English.
    #[must_use]
    pub fn from_code(code: Option<&str>) -> Self {
        match code.map(str::trim) {
            Some("ar") => Self::Arabic,
            _ => Self::English,
        }
    }

    const fn calendar_name(self) -> &'static str {
        match self {
            Self::English => "Batala events",
            Self::Arabic => "فعاليات بطلة",
        }
    }

    const fn calendar_description(self) -> &'static str {
        match self {
            Self::English => "Upcoming food-waste and food-safety events in the UAE, from Batala.",
            Self::Arabic => "الفعاليات القادمة عن هدر الطعام وسلامة الغذاء في الإمارات، من بطلة.",
        }
    }

    const fn focus_label(self) -> &'static str {
        match self {
            Self::English => "Food waste focus",
            Self::Arabic => "محور هدر الطعام",
        }
    }

    const fn organizer_label(self) -> &'static str {
        match self {
            Self::English => "Organiser",
            Self::Arabic => "الجهة المنظمة",
        }
    }

    const fn registration_label(self) -> &'static str {
        match self {
            Self::English => "Register",
            Self::Arabic => "التسجيل",
        }
    }

    const fn city_name(self, city: City) -> &'static str {
        match (self, city) {
            (Self::English, city) => city.name(),
            (Self::Arabic, City::AbuDhabi) => "أبوظبي",
            (Self::Arabic, City::Dubai) => "دبي",
            (Self::Arabic, City::Sharjah) => "الشارقة",
            (Self::Arabic, City::Ajman) => "عجمان",
            (Self::Arabic, City::Fujairah) => "الفجيرة",
            (Self::Arabic, City::RasAlKhaimah) => "رأس الخيمة",
            (Self::Arabic, City::UmmAlQuwain) => "أم القيوين",
        }
    }
}

/// A whole calendar holding `events`: for one event's download, or the subscribable feed.
#[must_use]
pub fn calendar(events: &[Event], language: Language) -> String {
    let mut calendar = Calendar::empty();
    calendar
        .append_property(Property::new("VERSION", "2.0"))
        .append_property(Property::new("PRODID", "-//Batala//Events//EN"))
        .append_property(Property::new("CALSCALE", "GREGORIAN"))
        .append_property(Property::new("METHOD", "PUBLISH"))
        .name(language.calendar_name())
        .description(language.calendar_description())
        .timezone(TIME_ZONE)
        .ttl(&REFRESH_INTERVAL);
    calendar.push(uae_time_zone());
    calendar.extend(events.iter().map(|event| vevent(event, language)));
    calendar.to_string()
}

fn uae_time_zone() -> CalendarComponent {
    VTIMEZONE
        .parse()
        .unwrap_or_else(|error| unreachable!("the fixed VTIMEZONE parses: {error}"))
}

fn vevent(event: &Event, language: Language) -> icalendar::Event {
    let submission = &event.submission;
    let start = submission.event_date();
    let end = event
        .details
        .ends_at
        .filter(|end| *end > start)
        .unwrap_or(start + DEFAULT_DURATION);
    let city = language.city_name(submission.city());
    let location = if submission.location().contains(city) {
        submission.location().to_owned()
    } else {
        format!("{}, {city}", submission.location())
    };
    let link = submission
        .registration_url()
        .or(submission.website_url())
        .map(|url| url.as_str().to_owned());

    let mut vevent = icalendar::Event::new();
    vevent
        .uid(&format!("event-{}@batala", event.id))
        .timestamp(event.updated_at)
        .add_property("CREATED", utc_stamp(event.created_at))
        .last_modified(event.updated_at)
        .starts(uae_time(start))
        .ends(uae_time(end))
        .summary(submission.title())
        .description(&notes(event, language, link.as_deref()))
        .location(&location)
        .categories([submission.event_type().as_str()])
        .status(EventStatus::Confirmed)
        .append_property(
            Property::new(
                "ORGANIZER",
                format!("mailto:{}", submission.organizer_email().as_str()),
            )
            .add_parameter("CN", &parameter_text(submission.organizer_name()))
            .done(),
        );
    if let Some(link) = link {
        vevent.url(&link);
    }
    vevent.done()
}

/// The event's notes: its description, then what it does about food waste, who organises it
/// and where to register, one labelled paragraph each.
fn notes(event: &Event, language: Language, link: Option<&str>) -> String {
    let submission = &event.submission;
    let organizer = match submission.organization() {
        Some(organization) => format!("{}, {organization}", submission.organizer_name()),
        None => submission.organizer_name().to_owned(),
    };
    let mut paragraphs = vec![
        submission.description().to_owned(),
        format!(
            "{}: {}",
            language.focus_label(),
            submission.food_waste_focus()
        ),
        format!("{}: {organizer}", language.organizer_label()),
    ];
    if let Some(link) = link {
        paragraphs.push(format!("{}: {link}", language.registration_label()));
    }
    paragraphs.join("\n\n")
}

fn uae_time(at: DateTime<Utc>) -> CalendarDateTime {
    let uae = FixedOffset::east_opt(UAE_OFFSET_SECONDS)
        .unwrap_or_else(|| unreachable!("UTC+4 is a valid offset"));
    CalendarDateTime::WithTimezone {
        date_time: at.with_timezone(&uae).naive_local(),
        tzid: TIME_ZONE.to_owned(),
    }
}

/// `20261201T060000Z`: a UTC date-time in the basic format of RFC 5545.
fn utc_stamp(at: DateTime<Utc>) -> String {
    at.format("%Y%m%dT%H%M%SZ").to_string()
}

/// A parameter value cannot hold a double quote or a control character (RFC 5545 §3.1).
fn parameter_text(text: &str) -> String {
    text.chars()
        .filter(|c| *c != '"' && !c.is_control())
        .collect()
}

/// A file name made of the title's letters and digits: `zero-waste-kitchen-workshop.ics`.
#[must_use]
pub fn file_name(title: &str) -> String {
    let mut slug = String::new();
    for c in title.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.chars().count() >= 60 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "event.ics".to_owned()
    } else {
        format!("{slug}.ics")
    }
}

#[cfg(test)]
mod tests {
    use batala_events::{EventDetails, EventStatus as Status, EventSubmission, RawEventSubmission};
    use batala_kernel::EventId;
    use chrono::TimeZone;
    use icalendar::{Calendar, DatePerhapsTime};

    use super::*;

    fn at(hour: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 1, hour, 0, 0)
            .single()
            .unwrap_or_default()
    }

    fn event(title: &str, ends_at: Option<DateTime<Utc>>) -> Event {
        let submission = EventSubmission::parse(&RawEventSubmission {
            title: title.to_owned(),
            description: "Hands-on session; bring a notebook, please.".to_owned(),
            event_type: "workshop".to_owned(),
            event_date: at(6).to_rfc3339(),
            location: "Expo City".to_owned(),
            organizer_name: "Omar \"Chef\" Said".to_owned(),
            organizer_email: "omar@example.ae".to_owned(),
            organization: Some("Green Kitchens, LLC".to_owned()),
            registration_url: Some("https://example.ae/register".to_owned()),
            food_waste_focus: "Surplus redistribution".to_owned(),
            ..RawEventSubmission::default()
        })
        .unwrap_or_else(|e| panic!("{e}"));
        Event {
            id: EventId::new(),
            submission,
            status: Status::Approved,
            admin_notes: None,
            featured: false,
            created_at: at(1),
            updated_at: at(2),
            approved_at: Some(at(2)),
            approved_by: None,
            details: EventDetails {
                ends_at,
                ..EventDetails::default()
            },
        }
    }

    fn parsed(text: &str) -> Calendar {
        text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    #[test]
    fn an_event_is_written_in_uae_time_with_its_zone_defined() {
        let event = event("Zero-waste kitchen", Some(at(9)));
        let text = calendar(std::slice::from_ref(&event), Language::English);

        assert!(text.starts_with("BEGIN:VCALENDAR\r\n"));
        assert!(text.contains("DTSTART;TZID=Asia/Dubai:20261201T100000\r\n"));
        assert!(text.contains("DTEND;TZID=Asia/Dubai:20261201T130000\r\n"));
        assert!(text.contains("BEGIN:VTIMEZONE\r\n") && text.contains("TZOFFSETTO:+0400\r\n"));
        assert!(text.contains("PRODID:-//Batala//Events//EN\r\n"));
        assert!(text.lines().all(|line| line.len() <= 75), "{text}");

        let calendar = parsed(&text);
        let events: Vec<_> = calendar
            .components
            .iter()
            .filter_map(|c| c.as_event())
            .collect();
        assert_eq!(events.len(), 1);
        let vevent = events[0];
        assert_eq!(
            vevent.get_uid(),
            Some(format!("event-{}@batala", event.id).as_str())
        );
        assert_eq!(vevent.get_summary(), Some("Zero-waste kitchen"));
        assert_eq!(vevent.get_location(), Some("Expo City, Dubai"));
        assert_eq!(vevent.get_url(), Some("https://example.ae/register"));
        assert!(matches!(
            vevent.get_start(),
            Some(DatePerhapsTime::DateTime(CalendarDateTime::WithTimezone { tzid, .. })) if tzid == TIME_ZONE
        ));
        let notes = vevent.get_description().unwrap_or_default();
        assert!(notes.starts_with("Hands-on session; bring a notebook, please."));
        assert!(notes.contains("Organiser: Omar \"Chef\" Said, Green Kitchens, LLC"));
        assert!(notes.contains("Register: https://example.ae/register"));
    }

    #[test]
    fn an_event_without_an_end_lasts_the_default_duration() {
        let text = calendar(&[event("Open day", None)], Language::English);

        assert!(
            text.contains("DTEND;TZID=Asia/Dubai:20261201T120000\r\n"),
            "{text}"
        );
    }

    #[test]
    fn the_organiser_name_is_a_valid_parameter() {
        let text = calendar(&[event("Open day", None)], Language::English);

        assert!(
            text.contains("ORGANIZER;CN=Omar Chef Said:mailto:omar@example.ae"),
            "{text}"
        );
    }

    #[test]
    fn an_arabic_calendar_names_itself_and_the_emirate_in_arabic() {
        let text = calendar(&[event("يوم مفتوح", None)], Language::Arabic);
        let calendar = parsed(&text);

        assert_eq!(calendar.get_name(), Some("فعاليات بطلة"));
        let vevent = calendar.components.iter().find_map(|c| c.as_event());
        assert_eq!(
            vevent.and_then(|e| e.get_location()),
            Some("Expo City, دبي")
        );
        assert!(
            vevent
                .and_then(|e| e.get_description())
                .is_some_and(|notes| notes.contains("الجهة المنظمة: "))
        );
        // Folding never splits a character: every line is valid UTF-8 of at most 75 octets.
        assert!(text.split("\r\n").all(|line| line.len() <= 75));
    }

    #[test]
    fn an_empty_feed_is_still_a_calendar() {
        let text = calendar(&[], Language::English);

        assert_eq!(parsed(&text).get_name(), Some("Batala events"));
        assert!(text.ends_with("END:VCALENDAR\r\n"));
    }

    #[test]
    fn file_names_keep_letters_and_digits() {
        assert_eq!(
            file_name("Zero-Waste Kitchen: Workshop #2"),
            "zero-waste-kitchen-workshop-2.ics"
        );
        assert_eq!(file_name("يوم مفتوح"), "يوم-مفتوح.ics");
        assert_eq!(file_name("!!!"), "event.ics");
    }
}
