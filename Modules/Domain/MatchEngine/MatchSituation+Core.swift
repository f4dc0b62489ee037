import GameModels

extension MatchSituation {
    /// The managed `side` of `core`, stopped after `minute`.
    init(core: MatchCore, side: Int, minute: Int, lastChangeMinute: Int?) {
        let state = core.sides[side]
        let sheet = state.sheet
        let players = zip(state.onPitch, state.lines).map { number, line in
            OnPitch(playerId: sheet.playerId(number), line: line.position,
                    condition: Int(state.condition(of: number, at: minute).rounded()),
                    booked: state.ledger[number].yellowCards > 0)
        }
        self.init(minute: minute, homeGoals: core.goals[0], awayGoals: core.goals[1], formation: state.formation,
                  instruction: state.instruction, onPitch: players, bench: state.bench.map { sheet.playerId($0) },
                  emptyPlaces: state.vacated.map { sheet.playerId($0.number) },
                  substitutionsLeft: max(0, state.substitutionLimit - state.substitutionsMade),
                  stopsLeft: max(0, SubstitutionRule.maxStops - state.stops.count), assistantInCharge: !state.managed,
                  suggestion: nil, lastChangeMinute: lastChangeMinute, stopMinutes: state.stops,
                  stats: core.tally.matchStats,
                  lastMinute: core.clock.hasExtraTime ? SubstitutionRule.extraTimeLastMinute : SubstitutionRule.lastMinute)
        self = withSuggestion(Self.advice(state: state, players: players, minute: minute))
    }

    /// The assistant fills an empty place first, then a line a red card left short (keeper first), else relieves
    /// the most tired player below `tiringBelow`.
    private static func advice(state: SideState, players: [OnPitch], minute: Int) -> Suggestion? {
        guard state.managed else { return nil }
        let sheet = state.sheet
        if let place = state.vacated.first, let on = state.suggestedSubstitute(for: place.line) {
            let injured = sheet.playerId(place.number)
            return Suggestion(change: MatchChange(minute: minute, kind: .substitution(off: injured,
                                                                                     on: sheet.playerId(on))),
                              reason: .injured(playerId: injured))
        }
        if let short = shortLineAdvice(state: state, players: players, minute: minute) { return short }
        guard let slot = players.indices.min(by: { players[$0].condition < players[$1].condition }),
              players[slot].condition < tiringBelow,
              let on = state.suggestedSubstitute(for: state.lines[slot]) else { return nil }
        let tired = players[slot]
        return Suggestion(change: MatchChange(minute: minute, kind: .substitution(off: tired.playerId,
                                                                                 on: sheet.playerId(on))),
                          reason: .tiring(playerId: tired.playerId, condition: tired.condition))
    }

    /// With ten men or fewer, the first line (keeper, defence, midfield) holding fewer than the formation asks:
    /// its substitute on for the most tired forward (or midfielder, for a keeper, when no forward is left).
    private static func shortLineAdvice(state: SideState, players: [OnPitch], minute: Int) -> Suggestion? {
        guard players.count < LineUp.startersCount else { return nil }
        let lines: [Position] = [.goalkeeper, .defender, .midfielder]
        guard let short = lines.first(where: { line in
            players.count { $0.line == line } < state.formation.slots(for: line)
        }) else { return nil }
        let givers: [Position] = short == .goalkeeper ? [.forward, .midfielder] : [.forward]
        guard let off = givers.lazy.compactMap({ giver in
                  players.filter { $0.line == giver }.min { $0.condition < $1.condition }
              }).first,
              let on = state.suggestedSubstitute(for: PitchLine(short)) else { return nil }
        return Suggestion(change: MatchChange(minute: minute, kind: .substitution(off: off.playerId,
                                                                                 on: state.sheet.playerId(on))),
                          reason: .shortOf(line: short))
    }

    /// This situation with `suggestion`, kept only if the laws allow it now.
    private func withSuggestion(_ suggestion: Suggestion?) -> MatchSituation {
        let allowed = suggestion.flatMap { refusal(of: $0.change) == nil ? $0 : nil }
        return MatchSituation(minute: minute, homeGoals: homeGoals, awayGoals: awayGoals, formation: formation,
                              instruction: instruction, onPitch: onPitch, bench: bench, emptyPlaces: emptyPlaces,
                              substitutionsLeft: substitutionsLeft, stopsLeft: stopsLeft,
                              assistantInCharge: assistantInCharge, suggestion: allowed,
                              lastChangeMinute: lastChangeMinute, stopMinutes: stopMinutes, stats: stats,
                              lastMinute: lastMinute)
    }
}
