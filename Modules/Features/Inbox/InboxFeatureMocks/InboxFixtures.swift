import DataManaging
import GameModels

/// An inbox two match days in: an unread injury and a silly event, and a read message from the first day.
public enum InboxFixtures {
    public static let injury = InboxMessage(
        id: 3, date: GameDate(year: 2026, month: 8, day: 8), kind: .injury,
        subject: "Percy Pumpernickel injured (out 3)",
        body: "Percy Pumpernickel (FW) was injured against Real Muddyford and will miss the next 3 match days.",
        isRead: false, playerId: "p-7", teamId: "team-1")
    public static let mascot = InboxMessage(
        id: 2, date: GameDate(year: 2026, month: 8, day: 8), kind: .pyramid, subject: "Mascot stuck at Custard Park",
        body: "The Sporting Wobbleton mascot got stuck in the crossbar netting at Custard Park; kick-off was delayed "
            + "twenty minutes.",
        isRead: false, teamId: "team-9")
    public static let goat = InboxMessage(
        id: 1, date: GameDate(year: 2026, month: 8, day: 1), kind: .pyramid, subject: "Goat on the pitch in Muddyford",
        body: "A goat wandered onto the pitch at The Bog and ate part of the penalty spot.", isRead: true,
        teamId: "team-4")

    /// Newest first, as the slice lists them.
    public static let messages = [injury, mascot, goat]

    /// The same messages, every one read.
    public static let allRead = messages.map {
        InboxMessage(id: $0.id, date: $0.date, kind: $0.kind, subject: $0.subject, body: $0.body, isRead: true,
                     playerId: $0.playerId, teamId: $0.teamId)
    }
}
