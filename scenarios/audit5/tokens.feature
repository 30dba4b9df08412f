Feature: Audit 5: tokens (9.1) counted, crushed, replaced, and leaving mid-effect

  Written from the JP 1.04 text alone, in the contract's phrases, before reading the engine
  (issue 18, fifth audit). Each comment and expected outcome was written before the first run.
  The appendix A tokens are used under their names; the fourth (no printed name) is defined here.

  Background:
    Given the cards:
      | name              | type    | rank | color | traits                          | threat | counter | invasion | text |
      | Godzilla          | monster | I    | red   | ゴジラ                          | 10000  |         | 1        |      |
      | Big Godzilla      | monster | I    | red   | ゴジラ                          | 30000  |         | 1        |      |
      | Minilla           | monster | I    | white | ミニラ                          | 4000   |         | 1        |      |
      | Minilla II        | monster | II   | white | ミニラ                          | 8000   |         | 1        |      |
      | Space G           | monster | I    | green | スペースゴジラ                  | 8000   |         | 1        |      |
      | Jet               | battle  | 1    | red   | 兵器                            |        | 1000    | 1        |      |
      | ちびゴジラ        | battle  | 6    | white | ちびゴジラの逆襲/ゴジラ         |        | 5000    | 1        |      |
      | ちびゴジラ 第2形態 | battle | 8    | white | トークン/ちびゴジラの逆襲/ゴジラ |        | 10000   | 1        | あなたのエンドフェイズ開始時、これを【破壊】し、あなたの捨て札から「ちびゴジラ」の交戦カードを1枚出現させる。 |

  # 9.1.1.1: a token counts like a card: 触手's 3000 + Jet's 1000 = 4000 >= Minilla's 4000
  # (7.4.3): repelled; Minilla II shares ミニラ (5.15.1.2).
  @rule-9.1.1.1 @rule-7.4.2 @rule-7.4.3
  Scenario: A token's counter power counts in the counter phase total
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "触手" in zone 4
    And player A has "Jet" in zone 5
    And player B's invading monster is "Minilla" in zone 2
    And player B's monster deck is "Minilla II"
    When the game runs until the end phase
    Then player B's invading monster is "Minilla II" in zone 2
    And player A's total counter power is 4000

  # A's monster invades into zone 4 where A's 触手 is: crushed (11.3.3), put into the discard
  # pile, where a battle token cannot exist (9.1.4.1): it vanishes at once (9.1.4.2). The
  # discard pile holds only the Jet discarded to invade.
  @rule-11.3.3 @rule-9.1.4.2 @rule-8.6.1
  Scenario: A crushed token does not stay in the discard pile
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "触手" in zone 4
    And player A's hand is "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    When player A invades discarding "Jet"
    Then player A's invading monster is "Godzilla" in zone 4
    And player A's discard pile has 1 card
    And player A's discard pile contains "Jet"

  # 11.5: Jet played into 結晶体's zone: the token (placed earlier) is destroyed and vanishes
  # (9.1.4.2); its +1000 to A's スペースゴジラ (appendix A) is gone: 8000.
  @rule-11.5.1 @rule-9.1.4.2 @rule-9.1.1.1
  Scenario: A token replaced by the duplicate card process vanishes and its bonus ends
    Given player A's invading monster is "Space G" in zone 3
    And player A has "結晶体" in zone 4
    And player A's hand is "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays "Jet" to zone 4
    Then player A has "Jet" in zone 4
    And player A's discard pile has 0 cards
    And player A's invading monster has threat level 8000

  # Appendix A 結晶体: +1000 to monsters with 《スペースゴジラ》 in ITS master's zones (4.1.6):
  # two give A's Space G 10000; B's Space G is in B's zones: 8000.
  @rule-9.1.1.1 @rule-4.1.6 @rule-10.8.1.5
  Scenario: Two crystals raise their master's Space Godzilla and not the opponent's
    Given player A's invading monster is "Space G" in zone 3
    And player A has "結晶体" in zone 4
    And player A has "結晶体" in zone 5
    And player B's invading monster is "Space G" in zone 1
    Then player A's invading monster has threat level 10000
    And player B's invading monster has threat level 8000

  # The fourth appendix token at the start of A's end phase (7.5.1): it destroys itself (to the
  # discard pile, where it vanishes at once, 9.1.4.2, before the effect goes on), then ちびゴジラ
  # appears from the discard pile (A chooses zone 5, now free). Counter phase before it: 10000 <
  # 30000, no repel. Discard pile empty afterwards.
  @rule-9.1.4.2 @rule-7.5.1 @rule-5.11.3 @rule-2.1.3
  Scenario: The little Godzilla token destroys itself at the end phase and brings back ちびゴジラ
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "ちびゴジラ 第2形態" in zone 5
    And player A's discard pile is "ちびゴジラ"
    And player A's hand is "Jet" x5
    And player B's invading monster is "Big Godzilla" in zone 2
    And player B's deck is "Jet" x10
    And player A will choose zone 5
    When player A ends the main phase
    Then it is player B's turn
    And player A has "ちびゴジラ" in zone 5
    And player A's discard pile has 0 cards
    And player A's total counter power is 5000
