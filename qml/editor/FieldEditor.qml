// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// One scalar value of the document as a control chosen by its schema type: a spin box
// (integer, within the schema's range), a text field (number, text), a switch (boolean), a
// drop-down of the schema's words (word), a swatch and a hex field (colour). `compact` is the
// form of a table cell. Every change goes to the editor, which checks it; the control shows
// the document's value again at each revision.
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

    objectName: "field:" + path
    implicitWidth: loader.item ? loader.item.implicitWidth : 80
    implicitHeight: loader.item ? loader.item.implicitHeight : 32

    function commit(v) {
        if (v === current)
            return
        if (!ctx.editor.setValue(path, v) && ctx.editor.lastError !== "")
            ctx.showProblem(ctx.editor.lastError)
    }
    // Gives the keyboard to the control (the page does this after a jump to the field).
    function focusControl() {
        if (loader.item)
            (loader.item.inner || loader.item).forceActiveFocus()
    }

    Loader {
        id: loader
        width: field.width
        height: field.height
        sourceComponent: {
            switch (field.row.type) {
            case "integer": return field.compact ? intCell : spin
            case "number": return numberField
            case "boolean": return field.compact ? check : toggle
            case "word": return words
            case "colour": return colour
            default: return textField
            }
        }
    }

    component Entry: TextField {
        font.family: Theme.bodyFont
        font.pixelSize: 14
        selectByMouse: true
        leftPadding: 6
        rightPadding: 6
        topPadding: 4
        bottomPadding: 4
        color: Theme.ink
        background: Rectangle {
            implicitWidth: 60
            implicitHeight: 30
            radius: 4
            color: parent.acceptableInput ? Theme.paperLight : "#f6d9d0"
            border.color: parent.activeFocus || field.selected ? Theme.indigo : Theme.line
            border.width: parent.activeFocus || field.selected ? 2 : 1
        }
    }

    Component {
        id: spin
        SpinBox {
            objectName: "spin"
            from: field.row.min !== undefined && field.row.min !== null ? field.row.min : -1000000
            to: field.row.max !== undefined && field.row.max !== null ? field.row.max : 1000000
            value: Number(field.current) || 0
            editable: true
            font.pixelSize: 14
            implicitWidth: 140
            onValueModified: field.commit(value)
            Accessible.name: field.label
        }
    }
    Component {
        id: intCell
        Entry {
            objectName: "cell"
            text: field.currentText
            validator: IntValidator {
                bottom: field.row.min !== undefined && field.row.min !== null ? field.row.min : -1000000
                top: field.row.max !== undefined && field.row.max !== null ? field.row.max : 1000000
            }
            horizontalAlignment: TextInput.AlignRight
            onEditingFinished: if (acceptableInput) field.commit(parseInt(text))
            Accessible.name: field.label
        }
    }
    Component {
        id: numberField
        Entry {
            objectName: "cell"
            text: field.currentText
            implicitWidth: field.compact ? 70 : 120
            validator: RegularExpressionValidator { regularExpression: /-?\d+(\.\d*)?/ }
            horizontalAlignment: TextInput.AlignRight
            onEditingFinished: if (acceptableInput) field.commit(parseFloat(text))
            Accessible.name: field.label
        }
    }
    Component {
        id: textField
        Entry {
            objectName: "cell"
            text: field.currentText
            implicitWidth: field.compact ? 100 : 260
            maximumLength: field.row.max_length > 0 ? field.row.max_length : 32767
            onEditingFinished: field.commit(text)
            Accessible.name: field.label
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
                color: /^#[0-9a-fA-F]{6}$/.test(field.currentText) ? field.currentText : "transparent"
                border.color: Theme.inkSoft
            }
            Entry {
                id: hex
                objectName: "cell"
                Layout.preferredWidth: field.compact ? 84 : 110
                text: field.currentText
                validator: RegularExpressionValidator { regularExpression: /#[0-9a-fA-F]{6}/ }
                onEditingFinished: if (acceptableInput) field.commit(text)
                Accessible.name: field.label
            }
        }
    }
}
