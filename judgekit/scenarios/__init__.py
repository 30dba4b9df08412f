"""Gherkin scenarios (the language of docs/scenario-language.md) replayed through the engine."""
