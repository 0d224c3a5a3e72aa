use std::fmt;
use std::sync::Arc;

use batala_calculator::estimate_for_persona;
use batala_kernel::{AnswerId, City, Page, Persona, Slug};
use batala_knowledge::{
    CardHit, CardRetriever, GuidanceCard, Language, Retriever, SearchError, SearchFilters,
    SearchQuery,
};
use rand::Rng;

use crate::{
    AnswerFilter, AnswerGenerator, AnswerPage, AnswerRecord, AskCommand, GenerateError,
    GeneratedAnswer, GenerationRequest, NewAnswer, QaError, QaStore, Question, QuestionFilter,
    QuestionPage, TranslateError, Translation, TranslationRequest, Translator, answer_slug,
    question_parts,
};

/// How many chunks the generator is given.
pub const CONTEXT_CHUNKS: u32 = 8;
/// How many guidance cards the generator is given (the best one answers, or the card of the
/// asker's emirate on its topic, which may rank below the other six emirates' cards; the next
/// ones are the nearest topics when none fits).
pub const CONTEXT_CARDS: u32 = 12;
const SLUG_SUFFIX_CHARS: usize = 6;
const SLUG_ATTEMPTS: usize = 3;

/// Why a question got no answer.
#[derive(Debug, thiserror::Error)]
pub enum AskError {
    /// The question is not about food, food safety or food waste.
    #[error("This question doesn't appear to be about food, food safety or food waste.")]
    OutsideDomain,
    /// Retrieval or the answer provider cannot be reached; the text says which, for the logs.
    #[error("{0}")]
    Unavailable(String),
    #[error("Request timed out. Please try again.")]
    Timeout,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why an answer could not be read.
#[derive(Debug, thiserror::Error)]
pub enum AnswerLookupError {
    #[error("Answer not found")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why an admin list could not be read.
#[derive(Debug, thiserror::Error)]
pub enum AdminListError {
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// The ask use cases: answer a question from retrieved knowledge and store both, read a stored
/// answer by its slug, and translate an answer into Arabic.
#[derive(Clone)]
pub struct AskService {
    retriever: Arc<dyn Retriever>,
    cards: Arc<dyn CardRetriever>,
    generator: Arc<dyn AnswerGenerator>,
    translator: Arc<dyn Translator>,
    store: Arc<dyn QaStore>,
}

impl fmt::Debug for AskService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AskService").finish_non_exhaustive()
    }
}

impl AskService {
    #[must_use]
    pub fn new(
        retriever: Arc<dyn Retriever>,
        cards: Arc<dyn CardRetriever>,
        generator: Arc<dyn AnswerGenerator>,
        translator: Arc<dyn Translator>,
        store: Arc<dyn QaStore>,
    ) -> Self {
        Self {
            retriever,
            cards,
            generator,
            translator,
            store,
        }
    }

    /// Retrieves the guidance cards nearest the question (and each of its parts, when it asks
    /// several things) and, for a generator that reads them, context chunks in the question's
    /// language for its persona and city, has the generator answer in that language, adds the persona's typical saving, and stores question
    /// and answer together under a fresh slug.
    ///
    /// # Errors
    /// [`AskError::OutsideDomain`] for a question about something else; [`AskError::Unavailable`]
    /// or [`AskError::Timeout`] when retrieval or the provider fails.
    pub async fn ask(&self, command: &AskCommand) -> Result<AnswerRecord, AskError> {
        let language = command.language();
        let filters = SearchFilters {
            language: Some(language),
            persona: Some(command.persona()),
            city: Some(command.city()),
        };
        let query = SearchQuery::new(command.question().as_str(), filters, Some(CONTEXT_CHUNKS))
            .map_err(anyhow::Error::from)?;
        let text = command.question().as_str();
        let parts = question_parts(text);
        // The question and its parts (when it has several) are embedded in one call; the chunk
        // search runs meanwhile.
        let questions: Vec<String> = std::iter::once(text.to_owned())
            .chain(parts.iter().filter(|_| parts.len() > 1).cloned())
            .collect();
        let passages = async {
            if self.generator.uses_passages() {
                self.retriever.search(&query).await
            } else {
                Ok(Vec::new())
            }
        };
        let (found, context) = futures_util::future::join(
            self.cards.find(&questions, language, CONTEXT_CARDS),
            passages,
        )
        .await;
        let mut found = found.map_err(search_failure)?.into_iter();
        let cards = found.next().unwrap_or_default();
        let part_cards: Vec<Vec<CardHit>> = found.collect();
        let context = context.map_err(search_failure)?;
        let request = GenerationRequest {
            question: command.question().clone(),
            persona: command.persona(),
            city: command.city(),
            language,
            context,
            cards,
            part_cards,
        };
        let generated = self
            .generator
            .generate(&request)
            .await
            .map_err(|error| match error {
                GenerateError::OutsideDomain => AskError::OutsideDomain,
                GenerateError::Unavailable(reason) => AskError::Unavailable(reason),
                GenerateError::Timeout => AskError::Timeout,
                GenerateError::Unknown(cause) => AskError::Unknown(cause),
            })?;
        // The saving the question's own figures give, else the persona's typical one.
        let estimated_savings_aed = generated.stated_savings_aed.or_else(|| {
            estimate_for_persona(command.persona()).map(|estimate| estimate.estimated_savings_aed())
        });
        let nearest_card = request.cards.first().map(|hit| hit.card.id.clone());
        let mut last_error = None;
        for _ in 0..SLUG_ATTEMPTS {
            let answer = NewAnswer {
                generated: generated.clone(),
                estimated_savings_aed,
                slug: answer_slug(command.question(), &random_suffix())
                    .map_err(anyhow::Error::from)?,
                language,
                nearest_card: nearest_card.clone(),
            };
            match self.store.save_question_and_answer(command, &answer).await {
                Ok(record) => return Ok(record),
                Err(QaError::SlugTaken) => last_error = Some(QaError::SlugTaken),
                Err(other) => return Err(anyhow::Error::from(other).into()),
            }
        }
        Err(
            anyhow::anyhow!("no free answer slug after {SLUG_ATTEMPTS} attempts: {last_error:?}")
                .into(),
        )
    }

    /// The answer a card gives to its own first phrasing in `language`, for this persona and
    /// emirate, as if it were the only card found: what an admin sees before saving it. Nothing
    /// is stored.
    ///
    /// # Errors
    /// [`AskError`] as [`AskService::ask`] maps the generator's failures.
    pub async fn preview(
        &self,
        card: &GuidanceCard,
        persona: Persona,
        city: City,
        language: Language,
    ) -> Result<GeneratedAnswer, AskError> {
        let phrasings = match language {
            Language::En => &card.phrasings_en,
            Language::Ar => &card.phrasings_ar,
        };
        let question = phrasings
            .first()
            .map(|text| Question::from_phrasing(text))
            .ok_or_else(|| anyhow::anyhow!("a card without phrasings"))?;
        let request = GenerationRequest {
            question,
            persona,
            city,
            language,
            context: Vec::new(),
            cards: vec![CardHit {
                card: card.clone(),
                similarity: Some(1.0),
                answer_similarity: Some(1.0),
                text_rank: 1.0,
                score: 1.0,
            }],
            part_cards: Vec::new(),
        };
        self.generator
            .generate(&request)
            .await
            .map_err(|error| match error {
                GenerateError::OutsideDomain => AskError::OutsideDomain,
                GenerateError::Unavailable(reason) => AskError::Unavailable(reason),
                GenerateError::Timeout => AskError::Timeout,
                GenerateError::Unknown(cause) => AskError::Unknown(cause),
            })
    }

    /// A stored answer, published or not (the slug is unguessable, so a share link works at once).
    ///
    /// # Errors
    /// [`AnswerLookupError::NotFound`] when no answer has this slug.
    pub async fn answer(&self, slug: &Slug) -> Result<AnswerRecord, AnswerLookupError> {
        self.store
            .answer_by_slug(slug)
            .await
            .map_err(|error| match error {
                QaError::NotFound => AnswerLookupError::NotFound,
                other => AnswerLookupError::Unknown(other.into()),
            })
    }

    /// One page of the admin questions list, with its counters.
    ///
    /// # Errors
    /// [`AdminListError::Unknown`] when the store cannot be read.
    pub async fn questions(
        &self,
        filter: &QuestionFilter,
        page: Page,
    ) -> Result<QuestionPage, AdminListError> {
        self.store
            .list_questions(filter, page)
            .await
            .map_err(|error| AdminListError::Unknown(error.into()))
    }

    /// One page of the admin answers list, with how many answers pass the filters.
    ///
    /// # Errors
    /// [`AdminListError::Unknown`] when the store cannot be read.
    pub async fn answers(
        &self,
        filter: &AnswerFilter,
        page: Page,
    ) -> Result<AnswerPage, AdminListError> {
        self.store
            .list_answers(filter, page)
            .await
            .map_err(|error| AdminListError::Unknown(error.into()))
    }

    /// Publishes (listed publicly, indexable) or unpublishes an answer.
    ///
    /// # Errors
    /// [`AnswerLookupError::NotFound`] when no answer has this id.
    pub async fn set_published(
        &self,
        id: AnswerId,
        published: bool,
    ) -> Result<AnswerRecord, AnswerLookupError> {
        self.store
            .set_published(id, published)
            .await
            .map_err(|error| match error {
                QaError::NotFound => AnswerLookupError::NotFound,
                other => AnswerLookupError::Unknown(other.into()),
            })
    }

    /// The answer in Arabic. Text that is Arabic already comes back as it is.
    ///
    /// # Errors
    /// [`TranslateError`] when the translator fails.
    pub async fn translate(
        &self,
        request: &TranslationRequest,
    ) -> Result<Translation, TranslateError> {
        if Language::detect(request.answer()) == request.target() {
            return Ok(Translation {
                answer: request.answer().to_owned(),
                key_tips: request.key_tips().to_vec(),
                local_context: request.local_context().to_owned(),
                language: request.target(),
            });
        }
        self.translator.translate(request).await
    }
}

fn search_failure(error: SearchError) -> AskError {
    match error {
        SearchError::Unavailable(reason) => AskError::Unavailable(reason),
        SearchError::Unknown(cause) => AskError::Unknown(cause),
    }
}

/// Lowercase letters and digits: about 31 bits, so slugs cannot be guessed or enumerated.
fn random_suffix() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..SLUG_SUFFIX_CHARS)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect()
}

#[cfg(test)]
mod tests {
    use batala_kernel::{AnswerId, City, Persona, QuestionId};
    use batala_knowledge::{MockCardRetriever, MockRetriever};
    use chrono::Utc;

    use super::*;
    use crate::{
        Channel, Confidence, GeneratedAnswer, MockAnswerGenerator, MockQaStore, MockTranslator,
        Question,
    };

    fn command(text: &str, persona: Persona) -> AskCommand {
        AskCommand::new(
            Question::parse(text).unwrap_or_else(|e| panic!("{e}")),
            persona,
            City::Dubai,
            Channel::Web,
        )
    }

    fn generated() -> GeneratedAnswer {
        GeneratedAnswer {
            answer: "Chill leftovers within two hours.".to_owned(),
            key_tips: vec!["Use shallow trays.".to_owned()],
            local_context: "Dubai Municipality inspects temperature control.".to_owned(),
            cited_sources: Vec::new(),
            confidence: Confidence::parse(0.8).unwrap_or_else(|e| panic!("{e}")),
            risk_flags: Vec::new(),
            cta_text: None,
            stated_savings_aed: None,
            topic: Some("holding".to_owned()),
        }
    }

    fn record(answer: &NewAnswer, command: &AskCommand) -> AnswerRecord {
        AnswerRecord {
            id: AnswerId::new(),
            question_id: QuestionId::new(),
            question_text: command.question().as_str().to_owned(),
            persona: command.persona(),
            city: command.city(),
            answer_text: answer.generated.answer.clone(),
            key_tips: answer.generated.key_tips.clone(),
            local_context: answer.generated.local_context.clone(),
            estimated_savings_aed: answer.estimated_savings_aed,
            cited_sources: Vec::new(),
            confidence: answer.generated.confidence,
            risk_flags: Vec::new(),
            cta_text: None,
            slug: answer.slug.clone(),
            language: answer.language,
            published: false,
            created_at: Utc::now(),
            topic: answer.generated.topic.clone(),
        }
    }

    /// A store that expects one answer saved with this estimated saving.
    fn store_saving(expected: f64) -> MockQaStore {
        let mut store = MockQaStore::new();
        store
            .expect_save_question_and_answer()
            .withf(move |_, answer| answer.estimated_savings_aed == Some(expected))
            .times(1)
            .returning(|command, answer| Ok(record(answer, command)));
        store
    }

    fn service(
        retriever: MockRetriever,
        generator: MockAnswerGenerator,
        store: MockQaStore,
    ) -> AskService {
        let mut cards = MockCardRetriever::new();
        cards
            .expect_find()
            .returning(|questions, _, _| Ok(vec![Vec::new(); questions.len()]));
        AskService::new(
            Arc::new(retriever),
            Arc::new(cards),
            Arc::new(generator),
            Arc::new(MockTranslator::new()),
            Arc::new(store),
        )
    }

    #[tokio::test]
    async fn an_answer_is_grounded_in_context_for_the_persona_city_and_language_and_stored() {
        let mut retriever = MockRetriever::new();
        retriever
            .expect_search()
            .withf(|query| {
                let filters = query.filters();
                filters.language == Some(Language::En)
                    && filters.persona == Some(Persona::Restaurant)
                    && filters.city == Some(City::Dubai)
                    && query.limit() == CONTEXT_CHUNKS
            })
            .returning(|_| Ok(Vec::new()));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(true);
        generator
            .expect_generate()
            .withf(|request| request.language == Language::En)
            .returning(|_| Ok(generated()));
        let mut store = MockQaStore::new();
        store
            .expect_save_question_and_answer()
            .withf(|_, answer| {
                answer.estimated_savings_aed == Some(780.0)
                    && answer.slug.as_str().starts_with("how-do-i-store-rice-")
            })
            .times(1)
            .returning(|command, answer| Ok(record(answer, command)));

        let answer = service(retriever, generator, store)
            .ask(&command("How do I store rice safely?", Persona::Restaurant))
            .await;

        let answer = answer.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(answer.answer_text, "Chill leftovers within two hours.");
        let suffix = answer.slug.as_str().rsplit('-').next().unwrap_or_default();
        assert_eq!(suffix.len(), 6);
    }

    #[tokio::test]
    async fn the_saving_the_question_states_replaces_the_personas_typical_one() {
        let mut retriever = MockRetriever::new();
        retriever.expect_search().returning(|_| Ok(Vec::new()));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(false);
        generator.expect_generate().returning(|_| {
            Ok(GeneratedAnswer {
                stated_savings_aed: Some(2520.0),
                ..generated()
            })
        });
        let store = store_saving(2520.0);

        let answer = service(retriever, generator, store)
            .ask(&command(
                "We bin 40 kg of food a day, what does it cost?",
                Persona::Restaurant,
            ))
            .await;

        assert!(answer.is_ok());
    }

    #[tokio::test]
    async fn a_question_of_two_parts_is_searched_whole_and_part_by_part() {
        let card = batala_knowledge::curated_cards()
            .unwrap_or_else(|e| panic!("{e}"))
            .remove(0);
        let hit = batala_knowledge::CardHit {
            card,
            similarity: Some(0.9),
            answer_similarity: Some(0.88),
            text_rank: 0.1,
            score: 1.9,
        };
        let mut cards = MockCardRetriever::new();
        cards
            .expect_find()
            .withf(|questions, _, limit| {
                *limit == CONTEXT_CARDS
                    && questions.len() == 3
                    && questions[0].contains(" and ")
                    && !questions[1..].iter().any(|part| part.contains(" and "))
            })
            .times(1)
            .returning(move |questions, _, _| Ok(vec![vec![hit.clone()]; questions.len()]));
        let mut retriever = MockRetriever::new();
        retriever.expect_search().returning(|_| Ok(Vec::new()));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(true);
        generator
            .expect_generate()
            .withf(|request| request.cards.len() == 1 && request.part_cards.len() == 2)
            .times(1)
            .returning(|_| Ok(generated()));
        let mut store = MockQaStore::new();
        store
            .expect_save_question_and_answer()
            .returning(|c, a| Ok(record(a, c)));
        let service = AskService::new(
            Arc::new(retriever),
            Arc::new(cards),
            Arc::new(generator),
            Arc::new(MockTranslator::new()),
            Arc::new(store),
        );

        let answer = service
            .ask(&command(
                "How long does cooked rice keep in the fridge and can I freeze it?",
                Persona::Household,
            ))
            .await;

        assert!(answer.is_ok());
    }

    #[tokio::test]
    async fn passages_are_not_searched_for_a_generator_that_answers_from_cards_alone() {
        let mut retriever = MockRetriever::new();
        retriever.expect_search().never();
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(false);
        generator
            .expect_generate()
            .withf(|request| request.context.is_empty())
            .returning(|_| Ok(generated()));
        let mut store = MockQaStore::new();
        store
            .expect_save_question_and_answer()
            .returning(|c, a| Ok(record(a, c)));

        let answer = service(retriever, generator, store)
            .ask(&command("How do I store rice safely?", Persona::Household))
            .await;

        assert!(answer.is_ok());
    }

    #[tokio::test]
    async fn a_hotel_gets_the_saving_of_its_typical_kitchen() {
        let mut retriever = MockRetriever::new();
        retriever.expect_search().returning(|_| Ok(Vec::new()));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(true);
        generator.expect_generate().returning(|_| Ok(generated()));
        let store = store_saving(630.0);

        let answer = service(retriever, generator, store)
            .ask(&command(
                "How should a hotel buffet handle leftovers?",
                Persona::Hotel,
            ))
            .await;

        assert!(answer.is_ok());
    }

    #[tokio::test]
    async fn an_arabic_question_is_answered_from_arabic_context() {
        let mut retriever = MockRetriever::new();
        retriever
            .expect_search()
            .withf(|query| query.filters().language == Some(Language::Ar))
            .returning(|_| Ok(Vec::new()));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(true);
        generator
            .expect_generate()
            .withf(|request| request.language == Language::Ar)
            .returning(|_| Ok(generated()));
        let mut store = MockQaStore::new();
        store
            .expect_save_question_and_answer()
            .withf(|_, answer| {
                answer.language == Language::Ar && answer.slug.as_str().starts_with("answer-")
            })
            .returning(|c, a| Ok(record(a, c)));

        assert!(
            service(retriever, generator, store)
                .ask(&command(
                    "كيف أحفظ بقايا الطعام المطبوخ؟",
                    Persona::Household
                ))
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn a_question_outside_the_domain_is_refused_and_nothing_is_stored() {
        let mut retriever = MockRetriever::new();
        retriever.expect_search().returning(|_| Ok(Vec::new()));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(true);
        generator
            .expect_generate()
            .returning(|_| Err(GenerateError::OutsideDomain));
        let mut store = MockQaStore::new();
        store.expect_save_question_and_answer().never();

        let result = service(retriever, generator, store)
            .ask(&command(
                "How do I reset my WiFi router?",
                Persona::Household,
            ))
            .await;

        assert!(matches!(result, Err(AskError::OutsideDomain)));
    }

    #[tokio::test]
    async fn a_taken_slug_is_retried_with_a_new_suffix() {
        let mut retriever = MockRetriever::new();
        retriever.expect_search().returning(|_| Ok(Vec::new()));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(true);
        generator.expect_generate().returning(|_| Ok(generated()));
        let mut store = MockQaStore::new();
        let mut seen: Vec<String> = Vec::new();
        store
            .expect_save_question_and_answer()
            .times(2)
            .returning(move |c, a| {
                seen.push(a.slug.as_str().to_owned());
                if seen.len() == 1 {
                    Err(QaError::SlugTaken)
                } else {
                    Ok(record(a, c))
                }
            });

        assert!(
            service(retriever, generator, store)
                .ask(&command("How do I store rice safely?", Persona::Retail))
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn unavailable_retrieval_is_reported_as_unavailable() {
        let mut retriever = MockRetriever::new();
        retriever
            .expect_search()
            .returning(|_| Err(SearchError::Unavailable("database down".into())));
        let mut generator = MockAnswerGenerator::new();
        generator.expect_uses_passages().return_const(true);
        generator.expect_generate().never();

        let result = service(retriever, generator, MockQaStore::new())
            .ask(&command("How do I store rice safely?", Persona::Retail))
            .await;

        assert!(matches!(result, Err(AskError::Unavailable(_))));
    }

    #[tokio::test]
    async fn arabic_text_is_not_sent_to_the_translator() {
        let mut translator = MockTranslator::new();
        translator.expect_translate().never();
        let service = AskService::new(
            Arc::new(MockRetriever::new()),
            Arc::new(MockCardRetriever::new()),
            Arc::new({
                let mut generator = MockAnswerGenerator::new();
                generator.expect_uses_passages().return_const(true);
                generator
            }),
            Arc::new(translator),
            Arc::new(MockQaStore::new()),
        );
        let request = TranslationRequest::new("احفظ الطعام في الثلاجة.", &[], "", Language::Ar)
            .unwrap_or_else(|e| panic!("{e}"));

        let translation = service.translate(&request).await;

        assert!(matches!(translation, Ok(t) if t.answer == "احفظ الطعام في الثلاجة."));
    }

    #[tokio::test]
    async fn an_unknown_slug_is_not_found() {
        let mut store = MockQaStore::new();
        store
            .expect_answer_by_slug()
            .returning(|_| Err(QaError::NotFound));
        let service = service(MockRetriever::new(), MockAnswerGenerator::new(), store);

        let result = service
            .answer(&Slug::parse("no-such-answer").unwrap_or_else(|e| panic!("{e}")))
            .await;

        assert!(matches!(result, Err(AnswerLookupError::NotFound)));
    }

    #[tokio::test]
    async fn publishing_an_unknown_answer_is_not_found() {
        let mut store = MockQaStore::new();
        let id = AnswerId::new();
        store
            .expect_set_published()
            .withf(move |asked, published| *asked == id && *published)
            .returning(|_, _| Err(QaError::NotFound));
        let service = service(MockRetriever::new(), MockAnswerGenerator::new(), store);

        let result = service.set_published(id, true).await;

        assert!(matches!(result, Err(AnswerLookupError::NotFound)));
    }

    #[tokio::test]
    async fn the_admin_lists_pass_their_filters_and_page_to_the_store() {
        let mut store = MockQaStore::new();
        store
            .expect_list_answers()
            .withf(|filter, page| {
                filter.published == crate::PublishedFilter::Unpublished && page.number() == 3
            })
            .returning(|_, _| {
                Ok(AnswerPage {
                    answers: Vec::new(),
                    total: 41,
                })
            });
        store
            .expect_list_questions()
            .returning(|_, _| Err(QaError::Unknown(anyhow::anyhow!("down"))));
        let service = service(MockRetriever::new(), MockAnswerGenerator::new(), store);
        let filter = AnswerFilter {
            published: crate::PublishedFilter::Unpublished,
            ..AnswerFilter::default()
        };
        let page = Page::new(Some(3), None).unwrap_or_default();

        let answers = service.answers(&filter, page).await;
        let questions = service.questions(&QuestionFilter::default(), page).await;

        assert!(matches!(answers, Ok(listed) if listed.total == 41));
        assert!(matches!(questions, Err(AdminListError::Unknown(_))));
    }
}
