"""The rules of Batala's API that JSON Schema cannot state, told to schemathesis (`make contract`).

Each rule spans several values, or depends on the clock or on meaning, so the OpenAPI document
states it only in words. The hook changes the cases schemathesis generates as valid (never the invalid
ones) just enough to keep such a rule; every other value stays as generated.
"""

import datetime

import schemathesis
from schemathesis import GenerationMode

LONGEST_RANGE_DAYS = 366
# A question the expert recognises as being about food, placed before the generated text.
FOOD_QUESTION = "How long can cooked rice stay in the fridge? "
QUESTION_MAX_CHARS = 500
FUTURE_YEAR = "2099"


def _valid(case):
    return case.meta is not None and case.meta.generation.mode == GenerationMode.POSITIVE


def _day(text):
    try:
        return datetime.date.fromisoformat(text)
    except (TypeError, ValueError):
        return None


def _date_range(query, first_name, last_name):
    """The first day no later than the last, and at most 366 days counting both."""
    first, last = _day(query.get(first_name)), _day(query.get(last_name))
    # One end alone is read against today: give it its other end.
    first, last = first or last, last or first
    if first is None:
        return
    if first > last:
        first, last = last, first
    span = datetime.timedelta(days=LONGEST_RANGE_DAYS - 1)
    if last - first > span:
        last = first + span if first <= datetime.date.max - span else last
        first = last - span
    query[first_name], query[last_name] = first.isoformat(), last.isoformat()


def _about_food(body):
    """A question must be about food, cooking, storage or waste: meaning, not form."""
    question = body.get("question")
    if isinstance(question, str):
        room = QUESTION_MAX_CHARS - len(FOOD_QUESTION)
        body["question"] = FOOD_QUESTION + question[:room]


def _in_the_future(body):
    """An event's date must be in the future: the generated year becomes 2099."""
    date = body.get("event_date")
    if isinstance(date, str):
        stripped = date.lstrip(" \t\n\r")
        lead = date[: len(date) - len(stripped)]
        body["event_date"] = lead + FUTURE_YEAR + stripped[4:]


def _coherent_card(card, path_id=None):
    """A step is for some of the card's own personas; a card saved at an address carries its id."""
    personas = card.get("personas") or []
    for step in card.get("steps") or []:
        if isinstance(step, dict) and isinstance(step.get("personas"), list):
            kept = [persona for persona in step["personas"] if persona in personas]
            step["personas"] = kept or personas[:1]
    if path_id is not None:
        card["id"] = path_id


@schemathesis.hook
def before_call(context, case, kwargs):
    # Just before sending, after every other substitution schemathesis makes; it re-checks the
    # case against the schema afterwards.
    if not _valid(case) or context.operation is None:
        return
    method, path = context.operation.method.upper(), context.operation.path
    if method == "GET" and path in ("/api/analytics/summary", "/api/analytics/export.csv"):
        if isinstance(case.query, dict):
            _date_range(case.query, "start_date", "end_date")
    elif method == "GET" and path == "/api/analytics/overview":
        if isinstance(case.query, dict):
            _date_range(case.query, "from", "to")
    elif isinstance(case.body, dict):
        body = case.body
        if method == "POST" and path == "/api/ask":
            _about_food(body)
        elif method == "POST" and path == "/api/events/submit":
            _in_the_future(body)
        elif method == "POST" and path == "/api/admin/cards/preview":
            if isinstance(body.get("card"), dict):
                _coherent_card(body["card"])
        elif method == "PUT" and path == "/api/admin/cards/{id}":
            if isinstance(body.get("card"), dict):
                _coherent_card(body["card"], (case.path_parameters or {}).get("id"))

