Feature: Keywords (rules chapter 12)

  Background:
    Given the cards:
      | name         | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla     | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Godzilla II  | monster | II   | red   | Godzilla | 15000  |         | 1        | 【進攻時】相手の【怒り】を1減らす。 |
      | Godzilla III | monster | III  | red   | Godzilla | 20000  |         | 1        |      |
      | Godzilla IV  | monster | IV   | red   | Godzilla | 40000  |         | 1        | 【強襲3】 |
      | Tank         | battle  | 2    | red   | Weapon   |        | 2000    | 1        | 【出現時】カードを1枚引く。 |
      | Jet          | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Sentry       | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【覚醒4】このカードの撃退力+3000。 |
      | Watchman     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【覚醒4】【出現時】カードを1枚引く。 |
      | Larva        | battle  | 1    | blue  | Moth     |        | 1000    | 1        | 【進化4】【Moth】 |
      | Imago        | battle  | 4    | blue  | Moth     |        | 5000    | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-12.2
  Scenario: 【出現時】 triggers when the card is played
    Given player A's hand is "Tank"
    And player A's deck is "Jet"
    When player A plays "Tank" to zone 5
    Then player A's hand contains "Jet"
    And the trace shows, in order:
      | rule     | card |
      | 12.2.2   | Tank |
      | 10.4.3.2 | Tank |
      | 5.4.1    | Jet  |

  @rule-12.3
  Scenario: 【進攻時】 triggers when the monster advances by invasion
    Given player A's invading monster is "Godzilla II" in zone 1
    And player B's rage is 2
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player B's rage is 1

  @rule-12.3.2.1
  Scenario: An invasion that cannot advance does not trigger 【進攻時】
    Given player A's invading monster is "Godzilla II" in zone 8
    And player B has "Jet" in zone 8
    And player B's rage is 2
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player B's rage is 2
    And the game is not over

  @rule-12.4
  Scenario: 【覚醒】 counts only once the monster has reached its zone
    Given player A has "Sentry" in zone 5
    Then player A's total counter power is 1000

  @rule-12.4
  Scenario: 【覚醒】 is on in zone 4 and beyond
    Given player A's invading monster is "Godzilla" in zone 4
    And player A has "Sentry" in zone 5
    Then player A's total counter power is 4000

  @rule-12.4.2 @rule-12.2.2
  Scenario: A 【覚醒】 automatic ability triggers once the monster has reached its zone
    Given player A's invading monster is "Godzilla" in zone 4
    And player A's hand is "Watchman"
    And player A's deck is "Jet"
    When player A plays "Watchman" to zone 5
    Then player A's hand contains "Jet"
    And the trace shows, in order:
      | rule   | card     |
      | 12.4.2 | Watchman |

  @rule-12.4.2
  Scenario: Below its zone a 【覚醒】 automatic ability does not trigger
    Given player A's hand is "Watchman"
    And player A's deck is "Jet"
    When player A plays "Watchman" to zone 5
    Then player A's hand has 0 cards
    And the trace does not show rule 12.2.2

  @rule-12.5
  Scenario: 【強襲】 plays a monster as a lower rank and discards it at the end phase
    Given player A's invading monster is "Godzilla III" in zone 2
    And player A's hand is "Godzilla IV"
    And player A's deck is "Jet" x5
    When player A plays the monster "Godzilla IV" as rank III
    Then player A's invading monster is "Godzilla IV" in zone 2
    When player A ends the main phase
    Then player A's discard pile contains "Godzilla IV"
    And player A's invading monster is "Godzilla III" in zone 3
    And the trace shows, in order:
      | rule   | card        |
      | 12.5.2 | Godzilla IV |
      | 12.5.3 | Godzilla III |

  @rule-12.5.2 @rule-2.3
  Scenario: Once played by 【強襲】, the monster's rank is its printed rank again
    Given the cards:
      | name  | type   | rank | color | traits | counter | text |
      | Brace | battle | 1    | red   | Weapon | 1000    | あなたの怪獣カードが等級III以下なら、このカードの撃退力+3000。 |
    And player A's invading monster is "Godzilla III" in zone 2
    And player A has "Brace" in zone 4
    And player A's hand is "Godzilla IV"
    Then player A's total counter power is 4000
    When player A plays the monster "Godzilla IV" as rank III
    Then player A's invading monster is "Godzilla IV" in zone 2
    And player A's total counter power is 1000

  @rule-12.6
  Scenario: 【進化】 evolves a battle card into one searched from the deck
    Given it is the start phase
    And player A has "Larva" in zone 3
    And player A's deck is "Jet", "Imago"
    And player A will choose yes
    And player A will choose "Imago"
    When the game runs until the counter phase
    Then player A has "Imago" in zone 3
    And the trace shows, in order:
      | rule   | card  |
      | 12.6.2 | Larva |
      | 5.17.1 | Imago |

  @rule-12.6
  Scenario: 【進化】 may be declined, and then the deck is not searched or shuffled
    Given it is the start phase
    And player A has "Larva" in zone 3
    And player A's deck is "Jet", "Imago"
    And player A will choose no
    When the game runs until the counter phase
    Then player A has "Larva" in zone 3
    And the trace does not show rule 5.17

  @rule-12.5.2
  Scenario: A monster without 【強襲】 cannot be played as a lower rank
    Given player A's invading monster is "Godzilla" in zone 2
    And player A's hand is "Godzilla III"
    When player A tries to play the monster "Godzilla III" as rank I
    Then the action is refused by rule 12.5.2
    And player A's hand contains "Godzilla III"
