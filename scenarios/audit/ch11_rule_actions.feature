Feature: Audit, chapter 11: crushing on the way, duplicates in strategy zones, reshuffles in the start phase

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type     | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster  | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle   | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Tank     | battle   | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Maser    | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【逆襲】カードを1枚引く。 |
      | Laser    | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【逆襲】カードを1枚引く。 |
      | Charger  | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの怪獣カードをエリア6まで前進させる。 |
      | Plan     | strategy | 1    | red   | Plan     |        |         | 1        |      |
      | Plan2    | strategy | 1    | red   | Plan     |        |         | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-11.3.1 @rule-11.1.2.1 @rule-5.13.1.2.2 @rule-12.7.2
  Scenario: A monster advancing zone by zone crushes each own battle card it passes, not only the last
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Maser" in zone 4
    And player A has "Laser" in zone 5
    And player A has "Tank" in zone 6
    And player A's hand is "Charger"
    And player A's deck is "Jet" x3
    # (First draft had two Masers; their two identical standby abilities asked for an order,
    # which is issue 19's defect 8, handled elsewhere; two names make it a real choice.)
    And player A will choose "Laser"
    When player A plays "Charger" to zone 2
    # 5.13.1.2.2: 3->4->5->6, one advance at a time. 11.3.1: crushing is an interrupt rule
    # action, done at once whenever its condition holds (11.1.2.1): in zone 4 Maser is
    # destroyed, in zone 5 Laser, in zone 6 the Tank. Had crushing waited for
    # the check timing, only the Tank would be under the monster then.
    # 12.7.2: each one's 【逆襲】 triggers: 2 draws.
    Then player A's invading monster is "Godzilla" in zone 6
    And player A's zone 4 is empty
    And player A's zone 5 is empty
    And player A's discard pile contains "Tank"
    And player A's hand has 2 cards

  @rule-11.5.1 @rule-10.5.2.1.3 @rule-8.3.2
  Scenario: A strategy card activated into an occupied strategy zone destroys the older one
    Given player A has "Plan" in strategy zone 1
    And player A has "BP03-039" in zone 5
    And player A's hand is "Plan2"
    And player A's deck is "Jet" x3
    When player A activates "Plan2" in strategy zone 1
    # 8.3.2 forbids the action only when every strategy zone is full; zone 2 is free, and
    # 10.5.2.1.3 lets A name any one of its strategy zones. 11.5.1: two strategy cards in
    # strategy zone 1: the one placed last (Plan2) stays, Plan is destroyed. BP03-039:
    # A's card went from a strategy zone to the discard pile (destruction counts): draw 1.
    Then player A has "Plan2" in strategy zone 1
    And player A's discard pile contains "Plan"
    And player A's hand has 1 card

  @rule-11.2.2 @rule-11.2.3 @rule-7.2.2 @rule-7.2.3
  Scenario: The start phase draws (reshuffling first) before it discards old strategy cards
    Given it is the start phase
    And player A's deck is empty
    And player A's discard pile is "Jet"
    And player A has "Plan" in strategy zone 1, placed before this turn
    When the game runs until the main phase
    # 7.2.2 comes first: A must draw 1 from an empty deck, so 11.2 reshuffles the discard
    # pile (only Jet) into the deck and A draws Jet. Then 7.2.3 puts Plan into the
    # discard pile. Plan was not in the discard pile when it was reshuffled.
    Then player A's hand contains "Jet"
    And player A's deck has 0 cards
    And player A's discard pile has 1 card
    And player A's discard pile contains "Plan"
