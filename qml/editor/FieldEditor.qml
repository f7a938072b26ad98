// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// One scalar value of the document as a control chosen by its schema type: a text field
// (integer, with − and + steps, number, text), a switch (boolean), a drop-down of the schema's
// words (word), a swatch and a hex field (colour). `compact` is the form of a table cell.
// What is typed is read by the editor against the schema row (checkInput) and written only
// when it is a value of the field; otherwise it stays as typed, with why under the field (in
// a table cell: a tooltip), until it is corrected or Escape brings the document's value back.
// The last check's errors about this very value are shown there too. Otherwise the control
// shows the document's value, again at each revision. Renaming an id that other values name
// offers to rename them too, as one undo step.
Item {
    id: field
    required property var ctx
    required property var row
    required property string path
    property bool compact: false
    readonly property var current: {
        ctx.editor.revision
        return ctx.editor.value(path)
    }
    readonly property string currentText: current === undefined || current === null ? "" : String(current)
    readonly property bool selected: ctx.selectedPath === path
    // What screen readers call the control: the field in words ("Ring space 9: type").
    readonly property string label: {
        ctx.editor.revision
        return ctx.editor.describe(path)
    }
    // The control took the keyboard: the page selects this field (and its text).
    readonly property bool editing: loader.item ? loader.item.activeFocus || (loader.item.inner ? loader.item.inner.activeFocus : false) : false
    onEditingChanged: if (editing) ctx.select(path, "form")

    // Text typed and not written: not a value of this field (yet), or an id whose rename is
    // being offered. Dropped when the document's value changes (undo, the text pane).
    property bool hasPending: false
    property string pending: ""
    property string inputError: ""
    readonly property string shownText: hasPending ? pending : currentText
    onCurrentTextChanged: forgetInput()
    // The last check's problems with the value itself ("expected a whole number, found
    // '十五'" when the text pane holds 十五), in the user's language.
    readonly property var checkErrors: {
        const out = []
        for (const e of ctx.editor.errors || []) {
            if (e.key === path)
                out.push(e.message)
        }
        return out
    }
    readonly property string errorText: inputError !== "" ? inputError : checkErrors.join("\n")
    // The rename offer while it is open.
    property var renameOffer: null

    objectName: "field:" + path
    // Room for the error line too (up to a short sentence's width), so that it does not wrap
    // at the width of a number box.
    implicitWidth: Math.max(loader.item ? loader.item.implicitWidth : 80,
                            errorLine.visible ? Math.min(errorLine.implicitWidth, 320) : 0)
    implicitHeight: (loader.item ? loader.item.implicitHeight : 32)
                    + (errorLine.visible ? errorLine.implicitHeight + 2 : 0)

    // A value chosen (a switch, a word, a step), read by core against the field's schema row
    // (setInput), or typed: then `text` is what was typed as core's checkInput writes it
    // (YAML), read back by core as the variant file will be.
    function commit(v, text) {
        if (v === current) {
            forgetInput()
            return
        }
        const ok = text !== undefined ? ctx.editor.setValueText(path, text) : ctx.editor.setInput(path, String(v))
        if (!ok && ctx.editor.lastError !== "")
            ctx.showProblem(ctx.editor.lastError)
    }
    // The control's text as typed (each key).
    function typed(text) {
        hasPending = text !== currentText
        pending = text
        const r = ctx.editor.checkInput(path, text)
        inputError = hasPending && !r.ok ? r.error : ""
    }
    // Enter, or the keyboard left the field: a value of the field is written, anything else
    // stays as typed with its error.
    function finishTyping() {
        if (!hasPending || renameOffer)
            return
        const r = ctx.editor.checkInput(path, pending)
        if (!r.ok) {
            inputError = r.error
            return
        }
        if (typeof r.value === "string" && r.value !== "" && ctx.editor.referencesTo(path) > 0) {
            offerRename(r.value)
            return
        }
        commit(r.value, r.text)
    }
    function forgetInput() {
        hasPending = false
        pending = ""
        inputError = ""
    }
    function offerRename(newId) {
        renameOffer = offerComponent.createObject(field, {
            parent: field, oldId: currentText, newId: newId, count: ctx.editor.referencesTo(path) })
        // Under the field, or above it when the window ends first.
        const offer = renameOffer
        const above = field.mapToItem(null, 0, field.height).y + offer.implicitHeight + 12
                      > field.Window.height
        offer.y = Qt.binding(() => above ? -offer.height - 4 : field.height + 4)
        offer.open()
    }
    // Gives the keyboard to the control (the page does this after a jump to the field).
    function focusControl() {
        if (loader.item)
            (loader.item.inner || loader.item).forceActiveFocus()
    }

    Loader {
        id: loader
        // A table cell fills its column; a form's control keeps its own width (the field may
        // be wider for its error line).
        width: field.compact || !item ? field.width : Math.min(field.width, item.implicitWidth)
        sourceComponent: {
            switch (field.row.type) {
            case "integer": return field.compact ? entry : integer
            case "number": return entry
            case "boolean": return field.compact ? check : toggle
            case "word": return words
            case "colour": return colour
            default: return entry
            }
        }
    }
    // Why what is shown is not the field's value (a table cell says it in a tooltip).
    Text {
        id: errorLine
        objectName: "fieldError"
        y: loader.item ? loader.item.implicitHeight + 2 : 34
        width: field.width
        visible: !field.compact && field.errorText !== ""
        text: field.errorText
        font.pixelSize: 12
        color: Theme.vermilion
        wrapMode: Text.Wrap
    }

    component Entry: TextField {
        id: box
        font.family: Theme.bodyFont
        font.pixelSize: 14
        selectByMouse: true
        leftPadding: 6
        rightPadding: 6
        topPadding: 4
        bottomPadding: 4
        color: Theme.ink
        text: field.shownText
        onTextEdited: field.typed(text)
        onEditingFinished: field.finishTyping()
        Keys.onEscapePressed: function(event) {
            event.accepted = field.hasPending
            field.forgetInput()
        }
        ToolTip.visible: field.compact && field.errorText !== "" && (activeFocus || hovered)
        ToolTip.text: field.errorText
        background: Rectangle {
            implicitWidth: 60
            implicitHeight: 30
            radius: 4
            color: field.errorText !== "" ? "#f6d9d0" : Theme.paperLight
            border.color: box.activeFocus || field.selected ? Theme.indigo
                          : field.errorText !== "" ? Theme.vermilion : Theme.line
            border.width: box.activeFocus || field.selected ? 2 : 1
        }
    }

    Component {
        id: entry
        Entry {
            objectName: "cell"
            implicitWidth: field.row.type === "text" ? (field.compact ? 100 : 260)
                                                     : (field.compact ? 70 : 120)
            horizontalAlignment: field.row.type === "text" ? TextInput.AlignLeft : TextInput.AlignRight
            Accessible.name: field.label
        }
    }
    // A whole number: typed, or stepped by one within the row's range.
    Component {
        id: integer
        RowLayout {
            objectName: "spin"
            property alias inner: number
            spacing: 2
            // One step from the document's value, never past the row's range.
            function canStep(by) {
                if (typeof field.current !== "number")
                    return false
                const bound = by < 0 ? field.row.min : field.row.max
                return bound === undefined || bound === null
                       || (by < 0 ? field.current + by >= bound : field.current + by <= bound)
            }
            function step(by) {
                if (!canStep(by))
                    return
                field.forgetInput()
                field.commit(field.current + by)
            }
            Entry {
                id: number
                objectName: "cell"
                Layout.preferredWidth: 96
                horizontalAlignment: TextInput.AlignRight
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Keys.onUpPressed: parent.step(1)
                Keys.onDownPressed: parent.step(-1)
                Accessible.name: field.label
            }
            ToolButton {
                objectName: "down"
                text: "−"
                font.pixelSize: 16
                implicitWidth: 28
                enabled: parent.canStep(-1)
                onClicked: parent.step(-1)
                //: Rules editor: button that lowers a whole-number field by one
                Accessible.name: qsTr("One less")
            }
            ToolButton {
                objectName: "up"
                text: "+"
                font.pixelSize: 16
                implicitWidth: 28
                enabled: parent.canStep(1)
                onClicked: parent.step(1)
                //: Rules editor: button that raises a whole-number field by one
                Accessible.name: qsTr("One more")
            }
        }
    }
    Component {
        id: toggle
        Switch {
            objectName: "switch"
            checked: field.current === true
            onToggled: field.commit(checked)
            Accessible.name: field.label
        }
    }
    Component {
        id: check
        CheckBox {
            objectName: "check"
            checked: field.current === true
            onToggled: field.commit(checked)
            Accessible.name: field.label
        }
    }
    Component {
        id: words
        InkComboBox {
            id: wordBox
            objectName: "words"
            // The words the YAML holds; the list shows their labels in the current language
            // (the schema's word_labels), and a choice writes the word itself.
            readonly property var choices: field.row.words || []
            readonly property var labels: field.row.word_labels || []
            readonly property real widest: {
                let w = 0
                for (const text of model)
                    w = Math.max(w, metrics.advanceWidth(text))
                return w
            }
            model: choices.map((word, i) => labels[i] || word)
            currentIndex: choices.indexOf(field.currentText)
            implicitWidth: Math.min(field.compact ? 240 : 440,
                                    Math.max(field.compact ? 130 : 220, Math.ceil(widest) + 56))
            font.pixelSize: 14
            onActivated: function(index) { field.commit(choices[index]) }
            Accessible.name: field.label
            FontMetrics {
                id: metrics
                font: wordBox.font
            }
        }
    }
    Component {
        id: colour
        RowLayout {
            property alias inner: hex
            spacing: 6
            Rectangle {
                Layout.preferredWidth: 26
                Layout.preferredHeight: 22
                radius: 4
                color: /^#[0-9a-fA-F]{6}$/.test(field.shownText) ? field.shownText : "transparent"
                border.color: Theme.inkSoft
            }
            Entry {
                id: hex
                objectName: "cell"
                Layout.preferredWidth: field.compact ? 84 : 110
                Accessible.name: field.label
            }
        }
    }
    Component {
        id: offerComponent
        RenameOffer {
            onEverywhere: {
                if (!field.ctx.editor.renameId(field.path, newId) && field.ctx.editor.lastError !== "")
                    field.ctx.showProblem(field.ctx.editor.lastError)
            }
            onHereOnly: field.commit(newId)
            onClosed: {
                field.renameOffer = null
                destroy()
            }
        }
    }
}
