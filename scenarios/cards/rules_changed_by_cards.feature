Feature: Cards whose text changes a rule for them (1.3.1) or forbids what the rules allow (1.3.3), real cards

  Background:
    Given the cards:
      | name     | type    | rank | color | traits | threat | counter | invasion | text                |
      | Godzilla | monster | I    | red   | ゴジラ  | 10000  |         | 1        |                     |
      | Jet      | battle  | 1    | red   | Weapon |        | 2000    | 1        |                     |
      | Rocket   | battle  | 1    | red   | Weapon |        | 1000    | 2        |                     |
      | Taunt    | battle  | 1    | red   | Weapon |        | 1000    | 1        | 出現時相手の怒りを1減らす。 |

  @rule-8.6.1
  Scenario: BP03-004 ゴジラ(2001) invades by discarding the top card of the deck, with that card's invasion icon
    Given player A's invading monster is "BP03-004" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Jet"
    And player A's deck is "Rocket", "Jet"
    When player A invades discarding the top card of the deck
    Then player A's invading monster is "BP03-004" in zone 4
    And player A's hand contains "Jet"
    And player A's discard pile contains "Rocket"
    And player A's deck has 1 card

  @rule-8.6.1
  Scenario: Another monster cannot invade by discarding the top card of the deck
    Given player A's invading monster is "Godzilla" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Jet"
    And player A's deck is "Rocket", "Jet"
    When player A tries to invade discarding the top card of the deck
    Then the action is refused by rule 8.6.1

  @rule-1.3.3
  Scenario: BP03-004 ゴジラ(2001) awakened keeps its rage against the opponent's effect in the opponent's turn
    Given player B is the turn player
    And player A's invading monster is "BP03-004" in zone 5
    And player B's invading monster is "Godzilla" in zone 5
    And player A's rage is 3
    And player B's rage is 2
    And player B's hand is "SD01-011"
    When player B plays "SD01-011" to zone 2
    Then player A's rage is 3

  @rule-1.3.3
  Scenario: BP03-004 ゴジラ(2001) not yet awakened loses rage to the opponent's effect
    Given player B is the turn player
    And player A's invading monster is "BP03-004" in zone 3
    And player B's invading monster is "Godzilla" in zone 5
    And player A's rage is 3
    And player B's rage is 2
    And player B's hand is "Taunt"
    When player B plays "Taunt" to zone 2
    Then player A's rage is 2

  @rule-1.3.3
  Scenario: BP02-024 ビオランテ花獣形態 cannot invade
    Given player A's invading monster is "BP02-024" in zone 5
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Jet"
    When player A tries to invade discarding "Jet"
    Then the action is refused by rule 1.3.3
