import GameModels
import MatchEngine

/// The management panel of the paused live match: the changes left, the assistant's advice, what Enter
/// does next and a row per player (on the pitch, an empty place, on the bench).
enum ManagementPanelTransform {
    static func panel(_ situation: MatchSituation, selection: ManagementSelection,
                      directory: SquadDirectory) -> ManagementPanelViewModel {
        let onPitch = Dictionary(situation.onPitch.map { ($0.playerId, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = ManagementRows.rows(in: situation).map { row in
            self.row(row, onPitch: onPitch[row.playerId], pickedOff: row.playerId == selection.offPlayerId,
                     directory: directory)
        }
        let prompt = selection.offPlayerId.map {
            "Taking off \(directory.shortName($0)) — Enter on a substitute brings him on, Esc cancels"
        } ?? "Enter on a player takes him off"
        return ManagementPanelViewModel(
            changesLeft: "Subs left \(situation.substitutionsLeft) · Stops left \(situation.stopsLeft)",
            suggestion: situation.suggestion.flatMap { advice($0, directory: directory) },
            prompt: prompt, rows: rows, selectedRow: rows.isEmpty ? nil : min(selection.cursor, rows.count - 1))
    }

    private static func row(_ row: ManagementRows.Row, onPitch: MatchSituation.OnPitch?, pickedOff: Bool,
                            directory: SquadDirectory) -> ManagementPanelViewModel.Row {
        let name = directory.fullName(row.playerId)
        let natural = directory.position(row.playerId)
        switch row.kind {
        case .onPitch:
            // A player out of his natural line says which line that is: "Bob Puddle (DF)" playing up front.
            let marked = natural.map { $0 == onPitch?.line ? name : "\(name) (\($0.rawValue))" } ?? name
            return .init(label: onPitch?.line.rawValue ?? "–", name: marked,
                         condition: onPitch.map { "\($0.condition)%" } ?? "–", isBooked: onPitch?.booked ?? false,
                         kind: pickedOff ? .comingOff : .onPitch)
        case .emptyPlace:
            return .init(label: "INJ", name: name, condition: "–", kind: pickedOff ? .comingOff : .emptyPlace)
        case .bench:
            return .init(label: "SUB", name: natural.map { "\(name) (\($0.rawValue))" } ?? name, condition: directory.fitness(row.playerId).map { "\($0)%" } ?? "–",
                         kind: .bench)
        }
    }

    /// "Puddle is tiring (58 %) — bring on Waffle for Puddle? (a)": `a` takes the advice.
    private static func advice(_ suggestion: MatchSituation.Suggestion, directory: SquadDirectory) -> String? {
        guard case .substitution(let off, let on) = suggestion.change.kind else { return nil }
        let reason = switch suggestion.reason {
        case .injured: "\(directory.shortName(off)) is injured"
        case .tiring(_, let condition): "\(directory.shortName(off)) is tiring (\(condition) %)"
        case .shortOf(let line): "down to ten, we are short \(Self.missing(line))"
        }
        return "\(reason) — bring on \(directory.shortName(on)) for \(directory.shortName(off))? (a)"
    }

    private static func missing(_ line: Position) -> String {
        switch line {
        case .goalkeeper: "a keeper"
        case .defender: "at the back"
        case .midfielder: "in midfield"
        case .forward: "up front"
        }
    }
}
