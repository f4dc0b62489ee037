import DesignSystem

/// Fitness with its bar, then whether he is fit, injured or suspended.
enum PlayerConditionView {
    static func render(_ condition: PlayerConditionViewModel, width: Int, theme: Theme) -> [String] {
        let style: TextStyle = switch condition.availability {
        case .fit: .good
        case .injured: .bad
        case .suspended: .warning
        }
        return [
            ProfileLine.render(label: "Condition", [
                ProfileLine.Part("Fitness \(TextLayout.fit(condition.fitness, to: 3, alignment: .right)) "),
                ProfileLine.Part(LevelBar.render(condition.fitnessLevel, maximum: 100)),
            ], width: width, theme: theme),
            ProfileLine.render([ProfileLine.Part(condition.status, style)], width: width, theme: theme),
        ]
    }
}
