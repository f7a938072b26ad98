// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// The table's sounds: a card, dice, a step, a bead, the chime of your turn and the end of a
// game (sounds/*.wav, made by packaging/sounds/generate.py). play(kind) asks for one; which
// kind a move makes is the game's word (its table's moveSounds), never decided here.
// Every request is kept in `played`, `lastPlayed` and `playCount`, muted or not, so that tests
// can see what was asked for without an audio device: the player itself (SoundPlayer, Qt
// Multimedia) is asked only when sounds can be heard in this run (AppSettings).
Item {
    id: sounds
    // The sounds there are, one file each.
    readonly property var kinds: ["card", "dice", "step", "bead", "turn", "end"]
    // The last sound asked for ("" before the first), and how many were asked for.
    property string lastPlayed: ""
    property int playCount: 0
    // The last hundred sounds asked for, oldest first.
    property var played: []
    readonly property bool audible: AppSettings.soundOutput && !AppSettings.soundMuted
                                    && AppSettings.soundVolume > 0

    function source(kind) { return Qt.resolvedUrl("../sounds/" + kind + ".wav") }
    // Asks for the sound `kind` ("" or an unknown kind: none); returns whether there is one.
    function play(kind) {
        if (kinds.indexOf(kind) < 0)
            return false
        lastPlayed = kind
        ++playCount
        played = played.concat([kind]).slice(-100)
        if (audible)
            player.play(source(kind))
        return true
    }

    SoundPlayer {
        id: player
        objectName: "soundPlayer"
    }
}
