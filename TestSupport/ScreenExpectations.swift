import DesignSystem
import Navigation
import Testing

/// Records an issue for every rendered line wider than the screen, and for too many lines.
public func expectFits(_ lines: [String], _ context: RenderContext,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(lines.count <= context.height, "\(lines.count) lines for a height of \(context.height)",
            sourceLocation: sourceLocation)
    for line in lines where TextLayout.visibleWidth(line) > context.width {
        Issue.record("too wide (\(TextLayout.visibleWidth(line)) > \(context.width)): \(line)",
                     sourceLocation: sourceLocation)
    }
}
