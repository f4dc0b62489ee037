/// A side caught offside: {player} strayed beyond the last defender, {team} is his side.
extension CommentaryBank {
    static let offside = [
        "{player} is flagged offside. He looks at the linesman as if betrayed.",
        "The flag goes up against {player}. Good decision.",
        "{player} runs through on goal... but the flag was up long ago.",
        "Offside, {player}. By a yard, or by a bootlace, depending on whom you ask.",
        "{team} break, but {player} has gone too early. Offside.",
        "{player} is caught napping beyond the {opponent} defence. Free kick.",
        "The {opponent} defence steps up as one, and {player} is stranded offside.",
        "Offside against {player}. The {team} bench question the linesman's eyesight.",
        "{player} strays offside, and {opponent} restart.",
        "A lovely ball for {player}, but he's offside. Shame.",
        "{player} is offside again. He might as well set up camp there.",
        "Flag up: {player} was standing next to the keeper, chatting.",
        "{player} times his run a fraction late. Or early. Offside, anyway.",
        "The linesman's flag stops {player} in his tracks. Offside.",
        "{team} work it forward and {player} is given offside. Tight, that.",
        "{player} is caught offside and trudges back, muttering about geometry.",
    ]
}
