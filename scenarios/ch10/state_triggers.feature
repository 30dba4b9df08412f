Feature: State triggers (10.6.6): a state, not an event, puts the ability on standby

  Background:
    Given the cards:
      | name     | type    | rank | color | traits | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | ゴジラ  | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon |        | 2000    | 1        |      |
      | Hungry   | battle  | 1    | red   | Weapon |        | 1000    | 1        | あなたの手札にカードがない時、カードを1枚引く。 |
      | Starving | battle  | 1    | red   | Weapon |        | 1000    | 1        | あなたの手札にカードがない時、相手の怒りを1減らす。 |
      | Thrifty  | monster | I    | red   | ゴジラ  | 10000  |         | 1        | あなたの手札にカードがない時、これの怒りを1減らすことで、カードを1枚引く。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-10.6.6
  Scenario: Playing the last card of the hand empties it: the state trigger draws a card
    Given player A has "Hungry" in zone 3
    And player A's hand is "Jet"
    And player A's deck is "Jet" x3
    When player A plays "Jet" to zone 4
    Then player A's hand has 1 card
    And player A's deck has 2 cards
    And the trace shows, in order:
      | rule     | card   |
      | 10.6.6.1 | Hungry |
      | 5.4.1    |        |

  @rule-10.6.6
  Scenario: While the hand is not empty the state trigger waits
    Given player A has "Hungry" in zone 3
    And player A's hand is "Jet", "Jet"
    And player A's deck is "Jet" x3
    When player A plays "Jet" to zone 4
    Then player A's hand has 1 card
    And the trace does not show rule 10.6.6.1

  @rule-10.6.6.1 @rule-13.1
  Scenario: A state that still holds after the ability resolves triggers it again, until nothing changes (a loop)
    Given player A has "Starving" in zone 3
    And player A's hand is "Jet"
    And player B's rage is 2
    When player A plays "Jet" to zone 4
    Then player B's rage is 0
    And the game is a draw

  @rule-13.1.1.2 @rule-10.6.6.1 @rule-10.5.4
  Scenario: Declining a cost brought back the same board, so it cannot be declined again: the player pays
    Given player A's invading monster is "Thrifty" in zone 1
    And player A's rage is 1
    And player A's hand is "Jet"
    And player A's deck is "Jet" x3
    And player A will choose no
    When player A plays "Jet" to zone 4
    Then player A's rage is 0
    And player A's hand has 1 card
    And the game is not over
    And the trace shows, in order:
      | rule     | player |
      | 13.1.1.2 |        |
      | 13.1.1.2 | A      |
