Feature: Battle cards that appear together go to different zones (rule 5.11.1.3)
  Where one effect plays several battle cards at once and their zones can be chosen, they must
  go to zones apart as far as possible, as tokens made together do. Only when there are more
  cards than free zones may two share one (and 11.5.1 then keeps the last placed).

  Background:
    Given the cards:
      | name     | type   | rank | color | traits | threat | counter | invasion | text |
      | Godzilla | monster | I   | red   | Godzilla | 10000 |        | 1        |      |
      | Jet      | battle | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Rocket   | battle | 1    | red   | Weapon |        | 2000    | 1        |      |
      | Raiser   | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】あなたの捨て札から等級1の交戦カードを2枚まで出現させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-5.11.1.3 @rule-5.11.1
  Scenario: Two battle cards played from the discard pile by one effect go to two zones
    Given player A's hand is "Raiser"
    And player A's discard pile is "Jet", "Rocket"
    And player A will choose "Jet"
    And player A will choose "Rocket"
    And player A will choose zone 5
    And player A will choose zone 6
    When player A plays "Raiser" to zone 3
    Then player A has "Jet" in zone 5
    And player A has "Rocket" in zone 6
    And player A's total counter power is 4000
    And the trace shows, in order:
      | rule     | card   | player |
      | 5.11.1.3 |        | A      |
      | 5.11.1   | Jet    | A      |
      | 5.11.1   | Rocket | A      |
      | 10.6.4.2 | Jet    | A      |

  @rule-5.11.1.3 @rule-10.5.3.1.1
  Scenario: Every legal outcome has the two cards in two zones
    # "up to 2" of Jet and Rocket, each to a zone of A's but the monster's (2–8, 5.11.1.2):
    # none (1), Jet alone (7), Rocket alone (7), both in two different zones (7 × 6 = 42): 57.
    # Sharing a zone (7 more, 11.5.1 destroying the first) is not among them.
    Given player A's hand is "Raiser"
    And player A's discard pile is "Jet", "Rocket"
    When all orderings are explored
    And player A plays "Raiser" to zone 3
    Then there are 57 distinct outcomes
