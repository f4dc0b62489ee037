/// Keeps the user's line-up from one match day to the next: every starter and substitute who is still in
/// the squad and available stays where he was; only the places of those who are not (injured, suspended,
/// gone) are filled, each by the best available player of the same position the assistant would pick.
public enum LineUpRepair {
    public static func repaired(_ lineUp: LineUp, squad: [Player]) -> LineUp {
        let byId = Dictionary(squad.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let available = { (id: String) in byId[id]?.condition.isAvailable == true }
        let assistant = LineUpPicker.pick(from: squad, formation: lineUp.formation)
        // The assistant's order: his starters, his bench, then everyone else he left out.
        let candidates = (assistant.starters + assistant.bench + squad.map(\.id)).filter(available)
        var starters: [String] = []
        var used = Set<String>()
        for id in lineUp.starters {
            let replacement = available(id) && !used.contains(id) ? id
                : candidates.first { !used.contains($0) && !lineUp.starters.contains($0)
                    && byId[$0]?.position == byId[id]?.position }
            guard let chosen = replacement else { continue }
            starters.append(chosen)
            used.insert(chosen)
        }
        // The bench he named, less whoever is out or now starts; a bench kept short stays short.
        let bench = lineUp.bench.filter { available($0) && used.insert($0).inserted }
        let repaired = LineUp(formation: lineUp.formation, starters: starters, bench: bench)
        return LineUpRule.validate(repaired, squad: squad) == nil ? repaired : assistant
    }
}
