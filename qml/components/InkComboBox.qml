// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import Kotatsu

// A drop-down list in ink on paper. The Basic style draws the highlighted entry of a popup in
// palette.highlightedText on palette.light, which are the same paper colour in Kotatsu's
// palette: the current choice showed as an empty row. Here every entry is drawn with the
// theme's colours, the current choice in bold with a vermilion mark.
//
// Bind currentIndex to the state the box stands for, read through `model` (e.g.
// `Math.max(0, model.findIndex(e => e.value === seat.level))`): ComboBox resets its index to 0
// whenever its model is rebuilt — a language switch rebuilds every model of qsTr() texts —
// without re-evaluating a binding that does not read the model, and the box then shows its
// first entry while the state is unchanged.
ComboBox {
    id: control
    font.family: Theme.bodyFont
    // A screen reader says the current choice after the box's name.
    Accessible.description: displayText
    // Out of sight (a page underneath), out of the screen reader's tree (InkButton).
    Accessible.ignored: !visible
    // The choice as the Basic style draws it (a read-only text field: no box in Kotatsu is
    // editable), but no object of its own for a screen reader: the box's description says it.
    // Qt 6.4 hands an ignored item's children up to its parent, so a box out of sight left
    // its text field in the tree.
    contentItem: T.TextField {
        leftPadding: control.mirrored ? 1 : 12
        rightPadding: control.mirrored ? 12 : 1
        topPadding: 6 - control.padding
        bottomPadding: 6 - control.padding
        text: control.displayText
        enabled: false
        autoScroll: false
        color: control.palette.buttonText
        verticalAlignment: Text.AlignVCenter
        Accessible.ignored: true
    }

    // The width that shows every choice whole, in the box and in its list (where the current
    // one is bold): `Layout.preferredWidth: box.fitWidth` (a model of texts, or of objects
    // with `textRole`). The choices are measured again when the model changes (a language
    // switch rebuilds it).
    readonly property real fitWidth: {
        const list = Array.isArray(model) ? model : []
        let widest = 0
        for (const choice of list) {
            const text = textRole && choice ? String(choice[textRole]) : String(choice)
            widest = Math.max(widest, Math.ceil(boldMetrics.advanceWidth(text)))
        }
        // The box: its text field's and its own paddings (the arrow on the right); the list:
        // an entry's paddings (18 before the text, the delegate's after it).
        const box = widest + contentItem.leftPadding + contentItem.rightPadding + leftPadding
                    + rightPadding
        const entry = widest + 18 + 12
        return Math.max(box, entry) + 2
    }
    // Choices too long for the list's width on lines of their own instead of cut to "…",
    // for a box whose choices a person must read whole (the lab's rule names, which a
    // window narrower than the longest one cannot show on one line).
    property bool wrapChoices: false
    FontMetrics {
        id: boldMetrics
        font.family: control.font.family
        font.pixelSize: control.font.pixelSize
        font.bold: true
    }

    delegate: ItemDelegate {
        id: entry
        required property int index
        required property var model
        required property var modelData
        readonly property bool current: control.currentIndex === index
        objectName: "comboEntry_" + index
        width: ListView.view ? ListView.view.width : implicitWidth
        text: control.textRole ? (Array.isArray(control.model) ? modelData[control.textRole]
                                                               : model[control.textRole])
                               : modelData
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
        font.family: Theme.bodyFont
        font.pixelSize: control.font.pixelSize
        font.bold: current
        leftPadding: 18

        contentItem: Text {
            text: entry.text
            font: entry.font
            color: Theme.ink
            elide: control.wrapChoices ? Text.ElideNone : Text.ElideRight
            wrapMode: control.wrapChoices ? Text.Wrap : Text.NoWrap
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            implicitWidth: 100
            implicitHeight: 38
            color: entry.down ? Theme.line : entry.highlighted ? Theme.paperDeep : Theme.paperLight
            Rectangle {
                visible: entry.current
                width: 4
                height: parent.height
                color: Theme.vermilion
            }
        }
    }
}
