// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "Schema.js" as Schema

// A localized text as a grid of Kotatsu's languages (Localization.languages: en, es, fr, ja,
// hu): one line per language, a missing one marked in vermilion.
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
    spacing: 3

    RowLayout {
        visible: grid.showLabel
        Layout.fillWidth: true
        spacing: 6
        Text {
            text: Schema.lastSegment(grid.row.key)
            font.family: "Noto Sans Mono"
            font.pixelSize: 14
            color: grid.ctx.selectedPath === grid.path ? Theme.indigo : Theme.ink
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
            readonly property bool missing: !grid.current[lang]
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
                        grid.ctx.editor.setValue(line.langPath, text)
                }
                Accessible.name: line.modelData.name
            }
        }
    }
}
