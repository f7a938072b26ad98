// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// A localized text as a grid of Kotatsu's languages (Localization.languages: en, es, fr, ja,
// hu): one line per language. A language not written yet (empty, or a new variant's name
// still "Tokaido Duo (variant)": RulesEditor.isUnwritten) is marked in vermilion, and the
// label says how many there are.
ColumnLayout {
    id: grid
    required property var ctx
    required property var row
    required property string path
    property bool showLabel: true
    readonly property var current: {
        ctx.editor.revision
        const v = ctx.editor.value(path)
        return v && typeof v === "object" ? v : ({})
    }
    // The codes of the languages not written yet.
    readonly property var unwritten: Localization.languages.map(l => l.code)
                                     .filter(code => ctx.editor.isUnwritten(path + "." + code, current[code] || ""))
    spacing: 3

    RowLayout {
        visible: grid.showLabel
        Layout.fillWidth: true
        spacing: 6
        Text {
            objectName: "label:" + grid.path
            Layout.maximumWidth: grid.width - gridKey.implicitWidth - missingCount.implicitWidth - 24
            text: grid.row.label
            font.family: Theme.bodyFont
            font.pixelSize: 14
            color: grid.ctx.selectedPath === grid.path ? Theme.indigo : Theme.ink
            wrapMode: Text.Wrap
        }
        Text {
            id: gridKey
            objectName: "keyHint:" + grid.path
            Layout.alignment: Qt.AlignBaseline
            text: grid.row.keyHint
            font.family: "Noto Sans Mono"
            font.pixelSize: 11
            color: Theme.inkFaint
            Accessible.ignored: true
        }
        Text {
            id: missingCount
            objectName: "missing:" + grid.path
            visible: grid.unwritten.length > 0
            Layout.alignment: Qt.AlignBaseline
            //: Rules editor: beside a text given in every language, how many languages are not
            //: written yet (empty, or still a new variant's "Game (variant)")
            text: qsTr("%n language(s) missing", "", grid.unwritten.length)
            font.pixelSize: 12
            font.bold: true
            color: Theme.vermilion
        }
        ChangeMark {
            ctx: grid.ctx
            path: grid.path
        }
        Item { Layout.fillWidth: true }
    }
    Text {
        visible: grid.showLabel && text !== ""
        Layout.fillWidth: true
        text: grid.row.description || ""
        font.pixelSize: 12
        color: Theme.inkFaint
        wrapMode: Text.Wrap
    }
    Repeater {
        model: Localization.languages
        RowLayout {
            id: line
            required property var modelData
            readonly property string lang: modelData.code
            readonly property string langPath: grid.path + "." + lang
            readonly property bool missing: grid.unwritten.indexOf(lang) >= 0
            Layout.fillWidth: true
            spacing: 8
            Text {
                Layout.preferredWidth: 34
                text: line.lang
                font.family: "Noto Sans Mono"
                font.pixelSize: 13
                font.bold: line.missing
                color: line.missing ? Theme.vermilion : Theme.inkSoft
                Accessible.name: line.modelData.name
            }
            TextField {
                id: entry
                objectName: "lang:" + line.langPath
                Layout.fillWidth: true
                text: grid.current[line.lang] || ""
                font.family: line.lang === "ja" ? "Noto Sans CJK JP" : "Noto Sans"
                font.pixelSize: 14
                selectByMouse: true
                topPadding: 4
                bottomPadding: 4
                //: Rules editor: placeholder of an empty language in a five-language grid
                placeholderText: qsTr("missing")
                placeholderTextColor: Theme.vermilion
                background: Rectangle {
                    implicitHeight: 30
                    radius: 4
                    color: Theme.paperLight
                    border.color: entry.activeFocus ? Theme.indigo : line.missing ? Theme.vermilion : Theme.line
                    border.width: entry.activeFocus || line.missing ? 2 : 1
                }
                onActiveFocusChanged: if (activeFocus) grid.ctx.select(line.langPath, "form")
                onEditingFinished: {
                    if (text !== (grid.current[line.lang] || ""))
                        grid.ctx.editor.setInput(line.langPath, text)
                }
                Accessible.name: grid.row.label + " (" + line.modelData.name + ")"
                HoverHandler { id: entryHover }
                ToolTip.visible: entryHover.hovered && line.missing && entry.text !== ""
                //: Rules editor: tooltip of a language of a new variant's name or description
                //: that still holds the text the editor gave it ("Tokaido Duo (variant)")
                ToolTip.text: qsTr("Not written yet: the editor's stand-in until you change it")
            }
        }
    }
}
