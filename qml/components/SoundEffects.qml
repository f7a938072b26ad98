// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtMultimedia
import Kotatsu.Bridge

// The players behind TableSounds: one SoundEffect per sound (TableSounds.kinds), at the
// volume of the settings. Loaded only when sounds can be heard, so that nothing opens an
// audio device otherwise.
Item {
    id: effects
    readonly property real volume: QtMultimedia.convertVolume(AppSettings.soundVolume / 100,
                                                              QtMultimedia.LogarithmicVolumeScale,
                                                              QtMultimedia.LinearVolumeScale)
    readonly property var byKind: ({ card: card, dice: dice, step: step, bead: bead,
                                     turn: turn, end: end })
    function play(kind) {
        const effect = byKind[kind]
        if (effect)
            effect.play()
    }
    SoundEffect { id: card; source: "../sounds/card.wav"; volume: effects.volume }
    SoundEffect { id: dice; source: "../sounds/dice.wav"; volume: effects.volume }
    SoundEffect { id: step; source: "../sounds/step.wav"; volume: effects.volume }
    SoundEffect { id: bead; source: "../sounds/bead.wav"; volume: effects.volume }
    SoundEffect { id: turn; source: "../sounds/turn.wav"; volume: effects.volume }
    SoundEffect { id: end; source: "../sounds/end.wav"; volume: effects.volume }
}
