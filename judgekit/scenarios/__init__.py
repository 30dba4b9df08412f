"""Gherkin scenarios (the language of shared/scenario-language.md) replayed through the engine."""
