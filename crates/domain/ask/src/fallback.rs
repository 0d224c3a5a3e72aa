//! A model's answer or translation, or the offline one when the model fails.

use std::sync::Arc;

use async_trait::async_trait;

use crate::{
    AnswerGenerator, GenerateError, GeneratedAnswer, GenerationRequest, TranslateError,
    Translation, TranslationRequest, Translator,
};

/// Asks `primary` (the model) and, when it is unavailable, times out, or replies with something
/// that fails its checks, asks `fallback` (the offline composer or translator) instead: a visitor
/// gets the guidance card's answer, or the knowledge base's translation, rather than an error. A
/// question the model finds outside the food domain stays refused.
pub struct WithFallback<P: ?Sized> {
    primary: Arc<P>,
    fallback: Arc<P>,
}

impl<P: ?Sized> std::fmt::Debug for WithFallback<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WithFallback").finish_non_exhaustive()
    }
}

impl<P: ?Sized> WithFallback<P> {
    #[must_use]
    pub fn new(primary: Arc<P>, fallback: Arc<P>) -> Self {
        Self { primary, fallback }
    }
}

#[async_trait]
impl Translator for WithFallback<dyn Translator> {
    async fn translate(&self, request: &TranslationRequest) -> Result<Translation, TranslateError> {
        match self.primary.translate(request).await {
            Ok(translation) => Ok(translation),
            Err(_) => self.fallback.translate(request).await,
        }
    }
}

#[async_trait]
impl AnswerGenerator for WithFallback<dyn AnswerGenerator> {
    fn uses_passages(&self) -> bool {
        self.primary.uses_passages() || self.fallback.uses_passages()
    }

    async fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<GeneratedAnswer, GenerateError> {
        match self.primary.generate(request).await {
            Ok(answer) => Ok(answer),
            Err(GenerateError::OutsideDomain) => Err(GenerateError::OutsideDomain),
            Err(_) => self.fallback.generate(request).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use batala_kernel::{City, Persona};
    use batala_knowledge::Language;

    use super::*;
    use crate::{Confidence, MockAnswerGenerator, MockTranslator, Question};

    fn request() -> GenerationRequest {
        GenerationRequest {
            question: Question::parse("How long can cooked rice stay in the fridge?").unwrap(),
            persona: Persona::Household,
            city: City::Dubai,
            language: Language::En,
            context: Vec::new(),
            cards: Vec::new(),
            part_cards: Vec::new(),
        }
    }

    fn answer(text: &str) -> GeneratedAnswer {
        GeneratedAnswer {
            answer: text.to_owned(),
            key_tips: Vec::new(),
            local_context: String::new(),
            cited_sources: Vec::new(),
            confidence: Confidence::parse(0.9).unwrap(),
            risk_flags: Vec::new(),
            cta_text: None,
            stated_savings_aed: None,
            topic: None,
        }
    }

    fn failing_with(error: fn() -> GenerateError) -> MockAnswerGenerator {
        let mut model = MockAnswerGenerator::new();
        model
            .expect_generate()
            .times(1)
            .returning(move |_| Err(error()));
        model
    }

    fn offline(calls: usize) -> MockAnswerGenerator {
        let mut offline = MockAnswerGenerator::new();
        offline
            .expect_generate()
            .times(calls)
            .returning(|_| Ok(answer("the card's answer")));
        offline
    }

    fn generator(
        model: MockAnswerGenerator,
        offline: MockAnswerGenerator,
    ) -> WithFallback<dyn AnswerGenerator> {
        WithFallback::new(Arc::new(model), Arc::new(offline))
    }

    #[tokio::test]
    async fn the_models_answer_is_used_when_it_comes() {
        let mut model = MockAnswerGenerator::new();
        model
            .expect_generate()
            .returning(|_| Ok(answer("the model's answer")));
        let generator = generator(model, offline(0));

        let answer = generator.generate(&request()).await.unwrap();

        assert_eq!(answer.answer, "the model's answer");
    }

    #[tokio::test]
    async fn an_unavailable_slow_or_failed_model_gives_way_to_the_offline_answer() {
        let failures: [fn() -> GenerateError; 3] = [
            || GenerateError::Unavailable("rate-limited".into()),
            || GenerateError::Timeout,
            || GenerateError::Unknown(anyhow::anyhow!("the answer names a URL")),
        ];
        for failure in failures {
            let answer = generator(failing_with(failure), offline(1))
                .generate(&request())
                .await
                .unwrap();

            assert_eq!(answer.answer, "the card's answer");
        }
    }

    #[tokio::test]
    async fn a_question_outside_the_domain_stays_refused() {
        let generator = generator(failing_with(|| GenerateError::OutsideDomain), offline(0));

        let refused = generator.generate(&request()).await;

        assert!(matches!(refused, Err(GenerateError::OutsideDomain)));
    }

    #[tokio::test]
    async fn a_failing_model_translation_gives_way_to_the_knowledge_bases() {
        let request =
            TranslationRequest::new("Cool cooked rice within two hours.", &[], "", Language::Ar)
                .unwrap();
        let mut model = MockTranslator::new();
        model
            .expect_translate()
            .times(1)
            .returning(|_| Err(TranslateError::Timeout));
        let mut corpus = MockTranslator::new();
        corpus.expect_translate().times(1).returning(|_| {
            Ok(Translation {
                answer: "برّد الأرز المطبوخ خلال ساعتين.".to_owned(),
                key_tips: Vec::new(),
                local_context: String::new(),
                language: Language::Ar,
            })
        });
        let translator: WithFallback<dyn Translator> =
            WithFallback::new(Arc::new(model), Arc::new(corpus));

        let translation = translator.translate(&request).await.unwrap();

        assert_eq!(translation.answer, "برّد الأرز المطبوخ خلال ساعتين.");
    }
}
