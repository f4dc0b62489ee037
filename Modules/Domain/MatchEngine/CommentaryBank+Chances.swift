/// The build-up of an attack: {player} will finish it, {other} (a team-mate) sets it up. A build-up tells
/// how the chance came about, never how it ends, so every shot and ending of its finish can follow it.
extension CommentaryBank {
    static let chance =
        lines([.header, .volley, .closeRange], [
            "{other} swings in a corner, and {player} is lurking...",
            "{team} win a corner. {other} to take it, {player} waiting in the middle...",
            "{other} whips in a cross from the right, and {player} is arriving...",
            "A teasing cross from {other}! {player} is in the box...",
            "{other} gets to the byline and crosses. {player} is there...",
            "The corner comes in from {other}, and there's a crowd in the six-yard box...",
            "{player} darts to the near post as {other} crosses from the left...",
            "{team} work it wide, and {other} hangs a cross up for {player}...",
            "A deep cross from {other} towards the far post, where {player} waits...",
            "{team} have a corner, and {player} has wandered forward for it...",
            "Early ball in from {other}! {player} is on the move...",
            "{other} swings in a corner with plenty of whip on it... {player} is there...",
        ])
        + lines(.header, [
            "{player} rises highest at the far post...",
            "Up goes {player}, above everybody, to meet it...",
            "{player} leaps like a salmon in the spawning season...",
            "{other} floats it to the back stick, and {player} rises...",
            "{player} has a free header here...",
            "{player} hangs in the air like washing on a line...",
            "The ball is looped into the box, and {player} gets his head to it first...",
            "{player} times his leap perfectly as the ball comes over...",
        ])
        + lines(.volley, [
            "The ball drops out of the sky towards {player}...",
            "A cleared ball loops up and falls invitingly for {player}...",
            "{other} chips it into the area, and {player} watches it drop...",
            "The ball is sitting up nicely for {player} on the edge of the box...",
            "{player} is waiting at the far post, and the ball is coming down to him...",
        ])
        + lines(.closeRange, [
            "Pinball in the six-yard box! The ball falls to {player}...",
            "A goalmouth scramble! Bodies everywhere, and {player} is in the thick of it...",
            "The keeper spills it, and {player} is following in...",
            "{player} gambles on the loose ball in the six-yard box...",
            "Chaos in the {opponent} area, and {player} is right on the line...",
            "{other} fires it across the face of goal, where {player} is sliding in...",
        ])
        + lines([.placed, .closeRange], [
            "{other} cuts it back from the byline for {player}...",
            "A clever one-two between {other} and {player}, and he's through...",
            "{other} slides a through ball for {player}, who is clean through...",
            "{player} breaks into the box for {team}!",
            "{other} squares it across the area towards {player}...",
        ])
        + lines(.placed, [
            "A lovely through ball from {other}, and {player} is one on one!",
            "{player} skips past one, then another, and he's into the area...",
            "{other} threads it into the box for {player}...",
            "{player} picks up the ball on the halfway line and sets off on a gallop...",
            "{player} takes it round the full-back and cuts inside...",
            "{player} has found a pocket of space inside the area...",
            "{other} lays it off into the path of {player}, who's in on goal...",
            "Quick feet from {player}, who is in behind the {opponent} defence...",
            "{player} nips in front of his marker and he's through...",
        ])
        + lines(.longShot, [
            "{player} picks up a loose ball thirty yards from goal...",
            "{other} rolls it square to {player}, a long way out...",
            "{player} has acres of room outside the box...",
            "Nobody closes down {player}, who has a look from distance...",
            "{player} strides forward unchallenged, and keeps going...",
            "{other} knocks it back to {player}, lurking outside the area...",
            "The {opponent} defence backs off {player}, thirty yards out...",
            "{player} collects the clearance outside the box and sets himself...",
            "{player} takes a touch to tee it up outside the area...",
            "{opponent} only half clear it, and {player} is waiting outside the box...",
        ])
        + lines(.openPlay, [
            "Here's a chance for {player}...",
            "Danger for {opponent}: {player} has found a yard of space.",
            "{team} break forward at pace, and {player} is in the thick of it...",
            "{player} gets goal side of his man. This could be something...",
            "{team} are swarming round the {opponent} box now...",
            "A lovely move from {team}, {other} involved, and it comes to {player}...",
            "{team} counter at speed! {other} feeds {player}...",
            "The crowd is on its feet: {player} is in a promising position...",
            "{team} pour forward, and {player} is in the mix...",
            "{other} sees the run of {player}, and picks him out...",
        ])
        + lines(.freeKick, [
            "Free kick to {team} in a promising spot; {player} stands over it.",
            "{other} is brought down on the edge of the box. Free kick, and {player} fancies it.",
            "{player} places the ball for the free kick. The {opponent} wall shuffles about.",
            "A free kick to {team}, twenty-five yards out. {player} licks his lips.",
            "The {opponent} wall lines up, and {player} takes four steps back...",
            "Free kick, dead centre. {player} and {other} whisper about who takes it.",
            "{player} wipes the ball on his shirt and sets it down for the free kick...",
        ])
        + lines(.penalty, [
            "Penalty to {team}! {other} is tripped in the box, and {player} grabs the ball.",
            "The referee points to the spot! {player} will take it.",
            "Penalty! Handball by {opponent}, and {player} steps up.",
            "A penalty for {team}! {player} puts the ball on the spot, cool as a cucumber.",
            "{other} goes down in the area, and it's a penalty! {player} to take.",
            "Penalty! {player} sets the ball down on the spot and stares at the keeper.",
            "The referee gives a penalty, and {player} waits for the whistle...",
        ])
}
