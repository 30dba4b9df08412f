Feature: The start of a game (rule 6.3)

  Each player's monster deck and deck are set, then the game starts: the decks
  are placed and shuffled, the first player is chosen, both draw five, and each
  rank I monster becomes the invading monster in zone 1 with no rage.

  Background:
    Given the cards:
      | name         | type    | rank | color | traits | threat | counter | invasion | text |
      | Godzilla     | monster | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II  | monster | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Godzilla III | monster | III  | red   | ゴジラ | 20000  |         | 1        |      |
      | Godzilla IV  | monster | IV   | red   | ゴジラ | 40000  |         | 1        |      |
      | Jet          | battle  | 1    | red   | Weapon |        | 1000    | 2        |      |
    And player A's monster deck is "Godzilla", "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Jet" x50
    And player B's monster deck is "Godzilla", "Godzilla II", "Godzilla III", "Godzilla IV"
    And player B's deck is "Jet" x50

  @rule-6.3.1 @rule-6.3.1.2 @rule-6.3.1.3 @rule-6.3.1.4 @rule-6.3.1.5 @rule-6.3.1.6 @rule-6.3.1.6.1 @rule-6.3.1.7
  Scenario: Decks placed and shuffled, five cards each, the rank I monsters in zone 1
    When the game starts with player B first
    Then player A's hand has 5 cards
    And player B's hand has 6 cards
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A's rage is 0
    And player B's rage is 0
    And the trace shows, in order:
      | rule      | player |
      | 6.3.1.2   | A      |
      | 6.3.1.3   | A      |
      | 6.3.1.2   | B      |
      | 6.3.1.3   | B      |
      | 6.3.1.4   | B      |
      | 6.3.1.5   | A      |
      | 6.3.1.6   | A      |
      | 6.3.1.5   | B      |
      | 6.3.1.6   | B      |
      | 7.2.1     | B      |

  @rule-6.3.1.6.1 @rule-1.3.1
  Scenario: BP02-024 starts the game in zone 5, as its text says
    Given player A's monster deck is "BP02-024", "Godzilla II", "Godzilla III", "Godzilla IV"
    When the game starts with player A first
    Then player A's invading monster is "BP02-024" in zone 5
    And player B's invading monster is "Godzilla" in zone 1
