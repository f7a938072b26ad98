// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu
import Kotatsu.Bridge

// The variant's YAML text, highlighted, kept in step with the forms both ways: typing re-reads
// the document a quarter of a second after the last key; a form edit re-writes the text (the
// cursor kept where it was); choosing a field selects its value here, and the cursor's place
// chooses the field in the forms.
Item {
    id: pane
    required property var ctx
    readonly property alias area: area
    // The text is being set from the document, not typed.
    property bool syncing: false

    function sync() {
        const text = ctx.editor.text
        if (text === area.text)
            return
        syncing = true
        const pos = area.cursorPosition
        area.text = text
        area.cursorPosition = Math.min(pos, area.length)
        syncing = false
    }
    Connections {
        target: pane.ctx.editor
        function onRevisionChanged() {
            // Typing in progress wins over an older document.
            if (!typing.running)
                pane.sync()
        }
    }
    Component.onCompleted: sync()

    // Scrolls to `offset` and selects from it to the end of its line (the value written there).
    function selectAt(offset, select) {
        if (offset < 0 || offset > area.length)
            return
        typing.stop()
        syncing = true
        const text = area.text
        let end = text.indexOf("\n", offset)
        if (end < 0)
            end = text.length
        // Not a trailing comment.
        const hash = text.slice(offset, end).indexOf(" #")
        if (hash >= 0)
            end = offset + hash
        if (select && end > offset)
            area.select(offset, end)
        else
            area.cursorPosition = offset
        syncing = false
        const r = area.positionToRectangle(offset)
        const flick = scroll.contentItem
        if (r.y < flick.contentY || r.y + r.height > flick.contentY + flick.height)
            flick.contentY = Math.max(0, Math.min(r.y - flick.height / 3, area.height - flick.height))
    }
    // Hands text typed but not yet read to the document at once (before undo, save, play).
    function flush() {
        if (typing.running) {
            typing.stop()
            ctx.editor.setText(area.text)
        }
    }
    // Enter as a YAML editor does it: the new line keeps the indentation; after "key:" it goes
    // one level in; after "- item" it starts the next item, after "- key: value" it goes on
    // with that item's keys; Enter on an empty "- " ends the list instead.
    function newLine() {
        if (area.selectedText !== "")
            area.remove(area.selectionStart, area.selectionEnd)
        const text = area.text
        const pos = area.cursorPosition
        const lineStart = text.lastIndexOf("\n", pos - 1) + 1
        const before = text.slice(lineStart, pos)
        const indent = /^ */.exec(before)[0]
        // The line's content without a trailing comment.
        const content = before.slice(indent.length).replace(/(^|\s)#.*$/, "").replace(/\s+$/, "")
        const item = /^-( +|$)/.exec(content)
        let next = indent
        if (item && content.length <= 1 && before.trim() === "-") {
            // An empty item: no further item, the list ends here.
            area.remove(lineStart + indent.length, pos)
            return
        }
        if (item) {
            const rest = content.slice(item[0].length)
            const inner = indent + " ".repeat(item[0].length)
            if (rest.endsWith(":"))
                next = inner + "  "
            else if (/^[^\s\[{"'][^:]*:(\s|$)/.test(rest))
                next = inner
            else
                next = indent + "- "
        } else if (content.endsWith(":")) {
            next = indent + "  "
        }
        area.insert(pos, "\n" + next)
        area.cursorPosition = pos + 1 + next.length
    }
    function showPath(path) {
        const offset = ctx.editor.textOffsetOf(path)
        if (offset >= 0)
            selectAt(offset, true)
    }

    Timer {
        id: typing
        interval: 250
        onTriggered: pane.ctx.editor.setText(area.text)
    }
    Timer {
        id: cursorMoved
        interval: 120
        onTriggered: {
            const path = pane.ctx.editor.pathAt(area.cursorPosition)
            if (path !== "")
                pane.ctx.select(path, "text")
        }
    }

    Rectangle {
        anchors.fill: parent
        radius: 6
        color: Theme.paperLight
        border.color: area.activeFocus ? Theme.indigo : Theme.line
    }
    ScrollView {
        id: scroll
        anchors.fill: parent
        anchors.margins: 2
        clip: true
        TextArea {
            id: area
            objectName: "yamlText"
            font.family: "Noto Sans Mono"
            font.pixelSize: 14
            color: Theme.ink
            selectByMouse: true
            persistentSelection: true
            wrapMode: TextEdit.NoWrap
            textFormat: TextEdit.PlainText
            tabStopDistance: 16
            leftPadding: 10
            topPadding: 8
            selectionColor: Theme.indigoSoft
            selectedTextColor: Theme.ink
            background: null
            //: Rules editor: accessible name of the YAML text of the variant
            Accessible.name: qsTr("Variant text (YAML)")
            onTextChanged: {
                // The highlighter re-drawing the error lines signals a change of the same
                // text: that is not typing, and must not hand this text back later over the
                // form edits made meanwhile.
                if (!pane.syncing && text !== pane.ctx.editor.text)
                    typing.restart()
            }
            onCursorPositionChanged: {
                if (!pane.syncing && activeFocus)
                    cursorMoved.restart()
            }
            // Tab indents with spaces (YAML has no tabs).
            Keys.onTabPressed: insert(cursorPosition, "  ")
            Keys.onReturnPressed: function(event) {
                if (event.modifiers & ~Qt.KeypadModifier) {
                    event.accepted = false
                    return
                }
                pane.newLine()
            }
            Keys.onEnterPressed: function(event) {
                if (event.modifiers & ~Qt.KeypadModifier) {
                    event.accepted = false
                    return
                }
                pane.newLine()
            }
            // Undo is the document's (forms, board and text in one history), not the text area's.
            Keys.onPressed: function(event) {
                if (event.matches(StandardKey.Undo)) {
                    pane.flush()
                    pane.ctx.editor.undo()
                    event.accepted = true
                } else if (event.matches(StandardKey.Redo)) {
                    pane.flush()
                    pane.ctx.editor.redo()
                    event.accepted = true
                }
            }
        }
    }
    YamlHighlighter {
        document: area.textDocument
        errorLines: {
            const lines = []
            for (const e of pane.ctx.editor.errors)
                if (e.inVariant && e.line > 0)
                    lines.push(e.line)
            return lines
        }
    }
}
