/// The stable ids of a generated world. Numbers count from 1 in generation order.
enum WorldIds {
    static let league = "league"

    static func division(tier: Int) -> String { "div-\(tier)" }
    static func team(_ number: Int) -> String { "team-\(number)" }
    static func info(_ number: Int) -> String { "info-\(number)" }
    static func coach(_ number: Int) -> String { "coach-\(number)" }
    static func player(_ number: Int) -> String { "player-\(number)" }
    static func season(year: Int) -> String { "season-\(year)" }
}
