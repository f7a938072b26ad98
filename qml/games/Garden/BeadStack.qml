// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The beads on a figure's head, bottom to top: the first bead at the bottom of the item,
// the top bead (the one that decides which line the figure may cross) at the top.
// `colours` maps a colour id to its bead_colours entry.
Item {
    id: stack
    property var beads: []
    property var colours: ({})
    property real beadSize: 18
    // The stack never grows taller than this (it would run out of the garden); it squeezes
    // its beads instead, down to a pitch that still shows every bead.
    property real maxHeight: 1e6
    // Beads overlap a little; tall stacks squeeze together.
    readonly property real pitch: pitchFor(beads.length)
    function pitchFor(count) {
        return count < 2 ? beadSize
                         : Math.max(beadSize * 0.42,
                                    Math.min(count > 3 ? beadSize * 0.62 : beadSize * 0.82,
                                             (maxHeight - beadSize) / (count - 1)))
    }
    // Marks the top bead (the one used for the next step).
    property bool markTop: false
    property string namePrefix: ""

    width: beadSize
    height: beads.length > 0 ? beadSize + (beads.length - 1) * pitch : 0

    Repeater {
        model: stack.beads
        Bead {
            required property var modelData
            required property int index
            objectName: stack.namePrefix !== "" ? stack.namePrefix + index : ""
            size: stack.beadSize
            info: stack.colours[modelData] || null
            y: stack.height - stack.beadSize - index * stack.pitch
            z: index
            // Only the lower part of a bead under another one shows: its letter goes there.
            band: index === stack.beads.length - 1 ? stack.beadSize : stack.pitch
        }
    }

    Rectangle {
        visible: stack.markTop && stack.beads.length > 0
        x: -3
        y: -3
        z: 100
        width: stack.beadSize + 6
        height: stack.beadSize + 6
        radius: width / 2
        color: "transparent"
        border.color: Theme.gold
        border.width: 2
    }
}
