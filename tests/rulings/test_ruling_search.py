"""A judge types the question as the player put it: the ruling that answers it is shown."""

import tomllib
from pathlib import Path

from judgekit.rulings import rulings
from judgekit.search import search

QUESTIONS = tomllib.loads((Path(__file__).parent / "questions.toml").read_text(encoding="utf-8"))["q"]
FOUND_AT_LEAST = 0.80  # reached: see benchmarks/search.py


def test_the_questions_name_real_rulings():
    assert len(QUESTIONS) >= 15
    assert all(q["ruling"] in rulings().by_id for q in QUESTIONS)


def test_players_questions_find_their_ruling():
    missed = [q["ask"] for q in QUESTIONS
              if q["ruling"] not in [h.number for h in search(q["ask"]).rulings]]
    found = 1 - len(missed) / len(QUESTIONS)
    assert found >= FOUND_AT_LEAST, f"{found:.2f}; missed: {missed}"


def test_a_question_no_ruling_answers_shows_none():
    assert search("ヴァンガードでガードできるのは何枚まで？").rulings == []
    assert search("zzz qqq").rulings == []
