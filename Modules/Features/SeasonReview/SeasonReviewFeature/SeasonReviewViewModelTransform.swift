import DataManaging
import GameModels

/// Turns the Season Review's state into its view model.
@MainActor
public protocol SeasonReviewViewModelTransformProtocol {
    func transform(_ state: SeasonReviewScreenState) -> SeasonReviewViewModel
}

/// The one place the Season Review's text is formatted: the final table with its zones and the contract
/// decisions before the season's end, its honours and the club's comings and goings after.
public struct SeasonReviewViewModelTransform: SeasonReviewViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: SeasonReviewScreenState) -> SeasonReviewViewModel {
        let title = state.seasonLabel.isEmpty ? "Season Review" : "Season Review \(state.seasonLabel)"
        switch state.phase {
        case .loading:
            return SeasonReviewViewModel(title: title, phase: .loading, errorMessage: state.errorMessage,
                                         lines: [.init("Loading the season's end…", .note)])
        case .decisions, .starting:
            let (lines, selected) = decisions(state)
            return SeasonReviewViewModel(title: title, phase: state.phase, errorMessage: state.errorMessage,
                                         lines: lines, selectedLine: selected)
        case .summary:
            return SeasonReviewViewModel(title: title, phase: .summary, errorMessage: state.errorMessage,
                                         lines: state.summary.map(summary) ?? [], scrollOffset: state.scrollOffset)
        }
    }

    /// Contracts to decide come first, then the academy's intake (the selection follows them); the final table
    /// after, or first when there is nothing to decide.
    private func decisions(_ state: SeasonReviewScreenState) -> ([SeasonReviewViewModel.Line], Int?) {
        let table = finalTable(state)
        var lines: [SeasonReviewViewModel.Line] = [.init("Contracts ending now", .heading)]
        var lineOfIndex: [Int] = []
        if state.expiring.isEmpty { lines.append(.init("No contract of yours ends this season.", .note)) }
        for player in state.expiring {
            lineOfIndex.append(lines.count)
            let decision = state.decisions[player.id] == .release ? "release" : "renew  "
            lines.append(.init("[\(decision)] " + row(player)))
        }
        lines += [.init(""), .init("From the academy: age, overall, potential, the assistant's advice", .heading)]
        if state.academy.isEmpty { lines.append(.init("No youngster comes through this year.", .note)) }
        for prospect in state.academy {
            lineOfIndex.append(lines.count)
            let decision = state.decisions[prospect.player.id] == .release ? "release" : "keep   "
            let advice = prospect.advice == .release ? "release" : "keep"
            lines.append(.init("[\(decision)] " + row(prospect.player)
                               + Self.pad("\(prospect.player.potential)", 5, right: true) + "  \(advice)"))
        }
        guard let selected = state.selectedIndex, lineOfIndex.indices.contains(selected) else {
            return (table + lines, nil)
        }
        return (lines + [.init("")] + table, lineOfIndex[selected])
    }

    private func row(_ player: Player) -> String {
        Self.pad(player.fullName, 26) + " \(player.position.rawValue)" + Self.pad("\(player.age)", 4, right: true)
            + Self.pad("\(player.ratings.overall)", 4, right: true)
    }

    private func finalTable(_ state: SeasonReviewScreenState) -> [SeasonReviewViewModel.Line] {
        guard let table = state.table else { return [] }
        let count = table.rows.count
        return [.init("\(table.division.name) · final table", .heading)] + table.rows.map { row in
            let up = row.position <= state.promotionPlaces
            let down = row.position > count - state.relegationPlaces
            let kind: SeasonReviewViewModel.Line.Kind =
                row.teamId == state.userTeamId ? .userClub : up ? .promotion : down ? .relegation : .plain
            return .init(Self.pad("\(row.position)", 3, right: true) + (up ? "↑" : down ? "↓" : " ") + " "
                         + Self.pad(row.clubName, 28) + Self.pad("\(row.points)", 4, right: true) + " pts", kind)
        } + [.init("")]
    }

    private func summary(_ end: SeasonEndSummary) -> [SeasonReviewViewModel.Line] {
        let move = end.userNewDivision == end.userFinishedDivision ? "" : " — next season in \(end.userNewDivision)"
        var lines: [SeasonReviewViewModel.Line] = [
            .init("\(end.finishedSeasonLabel) is over", .heading),
            .init("You finished \(Self.ordinal(end.userPosition)) in \(end.userFinishedDivision)\(move).", .userClub),
            .init(""), .init("Champions", .heading),
        ]
        lines += end.champions.map { .init("  \($0.divisionName): \($0.clubName)") }
        if let cup = end.cup {
            let yours = switch cup.clubRun {
            case "Winners": "your club won it!"
            case "Final": "your club lost the final"
            case let round where round.hasPrefix("Round"): "your club went out in \(round)"
            case let round: "your club went out in the \(round)"
            }
            lines += [.init(""), .init("The cup", .heading),
                      .init("  \(cup.winner) beat \(cup.runnerUp) \(cup.score) in the final; \(yours).",
                            cup.clubRun == "Winners" ? .userClub : .plain)]
        }
        lines += [.init(""), .init("Promoted", .heading)] + end.promoted.map { .init("  ↑ \($0)", .promotion) }
        lines += [.init("Relegated", .heading)] + end.relegated.map { .init("  ↓ \($0)", .relegation) }
        lines += [.init(""), .init("Awards", .heading)] + end.awards.map { award in
            let value = award.title == "Top scorer" ? "\(Int(award.value)) goals" : Self.rating(award.value)
            return .init("  Tier \(award.tier) \(award.title.lowercased()): \(award.playerName) (\(award.clubName), \(value))")
        }
        for (heading, names) in [("Retired", end.userRetired), ("From the academy", end.userYouthIntake),
                                 ("Released", end.userReleased), ("Renewed", end.userRenewed),
                                 ("Signed", end.userSigned), ("Left", end.userLeft)] where !names.isEmpty {
            lines += [.init(""), .init(heading, .heading)] + names.map { .init("  \($0)") }
        }
        lines += [.init(""), .init("Season \(end.newSeasonLabel) starts now.", .note)]
        return lines
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let cut = String(text.prefix(width))
        let padding = String(repeating: " ", count: max(0, width - cut.count))
        return right ? padding + cut : cut + padding
    }

    static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th"
            : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }

    static func rating(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) avg"
    }
}
