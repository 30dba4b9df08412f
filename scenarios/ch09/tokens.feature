Feature: Tokens (rules 9.1 and appendix A)

  Background:
    Given the cards:
      | name        | type    | rank | color | traits       | threat | counter | invasion | text |
      | Godzilla    | monster | I    | red   | Godzilla     | 10000  |         | 1        |      |
      | SpaceGodzilla | monster | I  | green | スペースゴジラ | 10000 |         | 1        |      |
      | Jet         | battle  | 1    | red   | Weapon       |        | 1000    | 2        |      |
      | Summoner    | battle  | 1    | red   | Weapon       |        | 1000    | 1        | 【出現時】「無人在来線爆弾」トークンを1枚出現させる。 |
      | Grower      | battle  | 1    | green | Crystal      |        | 1000    | 1        | 【出現時】「結晶体」トークンを1枚出現させる。 |
      | Sentry      | battle  | 1    | red   | トークン     |        | 1000    | 1        | あなたの交戦カードが出現するたび、カードを1枚引く。 |
      | Caller      | battle  | 1    | red   | Weapon       |        | 1000    | 1        | 【出現時】「Sentry」トークンを2枚出現させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-9.1.2 @rule-12.2
  Scenario: A token of appendix A appears and its own 【出現時】 resolves
    Given player A's hand is "Summoner"
    And player B's rage is 2
    And player A will choose zone 4
    When player A plays "Summoner" to zone 3
    Then player A has "無人在来線爆弾" in zone 4
    And player B's rage is 1
    And player A's total counter power is 3000

  @rule-9.1.4.2 @rule-11.3
  Scenario: A crushed token vanishes instead of staying in the discard pile
    Given player A's hand is "Summoner", "Jet"
    And player A will choose zone 2
    When player A plays "Summoner" to zone 3
    And player A invades discarding "Jet"
    Then player A's zone 2 is empty
    And player A's discard pile does not contain "無人在来線爆弾"
    And the trace shows, in order:
      | rule    | card     |
      | 11.3.3  | 無人在来線爆弾 |
      | 9.1.4.2 | 無人在来線爆弾 |

  @rule-9.1.2 @rule-10.8
  Scenario: The 結晶体 token adds threat to a スペースゴジラ monster
    Given player A's invading monster is "SpaceGodzilla" in zone 1
    And player A's hand is "Grower"
    And player A will choose zone 5
    When player A plays "Grower" to zone 3
    Then player A has "結晶体" in zone 5
    And player A's invading monster has threat level 11000

  @rule-10.6.4.2 @rule-9.1.2 @rule-10.6.2.1
  Scenario: Tokens that appear together each see the other appear as well as itself
    Given player A's hand is "Caller"
    And player A's deck is "Jet", "Jet", "Jet", "Jet", "Jet"
    And player A will choose zone 4
    And player A will choose zone 5
    And player A will choose "Sentry: カードを1枚引く。"
    And player A will choose "Sentry: カードを1枚引く。"
    And player A will choose "Sentry: カードを1枚引く。"
    When player A plays "Caller" to zone 3
    Then player A has "Sentry" in zone 4
    And player A has "Sentry" in zone 5
    And player A's hand has 4 cards
    And the trace shows, in order:
      | rule     | card   | player |
      | 9.1.2    | Sentry | A      |
      | 9.1.2    | Sentry | A      |
      | 10.6.4.2 | Sentry | A      |
