// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "Schema.js" as Schema

// A list of maps (cards, piles, towns, spaces, tiles...) as a table: one row per item, a
// column per scalar field of the items (localized names in the current language), buttons to
// add, duplicate and remove items, a totals line (items; per colour, value or kind), and under
// it the other fields of the chosen item (its five-language names, its lists).
Rectangle {
    id: table
    required property var ctx
    required property var row
    required property string path
    readonly property var columns: row.columns || []
    readonly property var items: {
        ctx.editor.revision
        const v = ctx.editor.value(path)
        return Array.isArray(v) ? v : []
    }
    // The item chosen in the table (a click, the board, the text cursor, an error), or -1.
    property int currentRow: -1
    property bool showAll: false
    readonly property int shown: showAll ? items.length : Math.min(items.length, 60)
    readonly property bool hasDetail: !!row.hasDetail
    // Fields worth counting in the totals line.
    readonly property var countedColumns: columns.filter(c => {
        const seg = c.name
        return c.type === "word" || c.type === "colour" || ["colour", "color", "value", "type", "kind", "ware", "suit", "symbol"].indexOf(seg) >= 0
    })

    // A column is as wide as its cells need and its key, and as its name up to a limit past
    // which the name wraps onto a second line.
    function widthOf(c) {
        return Math.max(cellWidthOf(c), Math.ceil(keyMetrics.advanceWidth(c.keyHint)) + 6,
                        Math.min(150, Math.ceil(headerMetrics.advanceWidth(c.label)) + 6))
    }
    // A value of a column as the forms show it: a word by its label ("Coastal town").
    function valueLabel(c, value) {
        const i = (c.words || []).indexOf(value)
        return i >= 0 && c.word_labels && c.word_labels[i] ? c.word_labels[i] : value
    }
    function cellWidthOf(c) {
        switch (c.type) {
        case "integer": return 70
        case "number": return 76
        case "boolean": return 46
        case "word": return 140
        case "colour": return 128
        case "localized text": return 170
        default: return 112
        }
    }
    FontMetrics {
        id: headerMetrics
        font.family: Theme.bodyFont
        font.pixelSize: 12
        font.bold: true
    }
    FontMetrics {
        id: keyMetrics
        font.family: "Noto Sans Mono"
        font.pixelSize: 10
    }
    // Lines of the column names: two when a name is wider than its column.
    readonly property int headerLines: columns.some(c => Math.ceil(headerMetrics.advanceWidth(c.label)) + 6 > widthOf(c)) ? 2 : 1
    readonly property int rowWidth: 40 + columns.reduce((w, c) => w + widthOf(c) + 4, 0) + 64

    function follow(path) {
        const i = Schema.itemIndexIn(path, table.path)
        if (i >= 0) {
            if (i >= 60)
                showAll = true
            currentRow = i
        }
    }
    Connections {
        target: table.ctx
        function onSelectedPathChanged() { table.follow(table.ctx.selectedPath) }
    }
    Component.onCompleted: follow(ctx.selectedPath)

    objectName: "table:" + path
    implicitHeight: col.implicitHeight + 16
    radius: 6
    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line

    Column {
        id: col
        x: 8
        y: 8
        width: parent.width - 16
        spacing: 4
        RowLayout {
            width: parent.width
            spacing: 6
            Text {
                objectName: "label:" + table.path
                Layout.maximumWidth: col.width - tableKey.implicitWidth - 12
                text: table.row.label
                font.family: Theme.titleFont
                font.pixelSize: 17
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                id: tableKey
                objectName: "keyHint:" + table.path
                Layout.alignment: Qt.AlignBaseline
                text: table.row.keyHint
                font.family: "Noto Sans Mono"
                font.pixelSize: 11
                color: Theme.inkFaint
                Accessible.ignored: true
            }
            ChangeMark {
                ctx: table.ctx
                path: table.path
            }
            Item { Layout.fillWidth: true }
        }
        Text {
            objectName: "help:" + table.path
            width: parent.width
            visible: text !== ""
            text: table.row.description || ""
            font.pixelSize: 12
            color: Theme.inkFaint
            wrapMode: Text.Wrap
        }
        // The rows scroll sideways when the columns are wider than the pane.
        Flickable {
            id: flick
            width: parent.width
            height: rows.implicitHeight + (hbar.visible ? 12 : 0)
            contentWidth: Math.max(width, table.rowWidth)
            contentHeight: rows.implicitHeight
            flickableDirection: Flickable.HorizontalFlick
            boundsBehavior: Flickable.StopAtBounds
            interactive: contentWidth > width
            clip: true
            ScrollBar.horizontal: ScrollBar {
                id: hbar
                policy: flick.contentWidth > flick.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                visible: flick.contentWidth > flick.width
            }
            Column {
                id: rows
                width: flick.contentWidth
                spacing: 2
                // The column names in words, each over its key in small type (the whole name
                // and the help in a tooltip).
                Row {
                    spacing: 4
                    leftPadding: 40
                    Repeater {
                        model: table.columns
                        // The names stand on their keys, all keys on one line.
                        Item {
                            id: header
                            required property var modelData
                            width: table.widthOf(modelData)
                            height: table.headerLines * headerMetrics.height + keyMetrics.height + 2
                            Text {
                                id: headerName
                                anchors.bottom: headerKey.top
                                objectName: "columnLabel:" + table.path + ":" + header.modelData.name
                                width: parent.width
                                text: header.modelData.label
                                font.family: Theme.bodyFont
                                font.pixelSize: 12
                                font.bold: true
                                color: Theme.inkSoft
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                            }
                            Text {
                                id: headerKey
                                anchors.bottom: parent.bottom
                                objectName: "columnKey:" + table.path + ":" + header.modelData.name
                                width: parent.width
                                text: header.modelData.keyHint
                                font.family: "Noto Sans Mono"
                                font.pixelSize: 10
                                color: Theme.inkFaint
                                elide: Text.ElideRight
                                Accessible.ignored: true
                            }
                            HoverHandler { id: colHover }
                            ToolTip.visible: colHover.hovered
                            ToolTip.text: header.modelData.label + " (" + header.modelData.keyHint + ")"
                                          + (header.modelData.description ? "\n" + header.modelData.description : "")
                            ToolTip.delay: 400
                        }
                    }
                }
                Repeater {
                    model: table.shown
                    Rectangle {
                        id: line
                        required property int index
                        readonly property string itemPath: table.path + "[" + index + "]"
                        readonly property var item: table.items[index] || ({})
                        readonly property bool current: table.currentRow === index
                        objectName: "tableRow:" + itemPath
                        width: rows.width
                        height: 36
                        radius: 4
                        color: current ? Qt.rgba(0.18, 0.29, 0.43, 0.12) : index % 2 ? Qt.rgba(1, 1, 1, 0.3) : "transparent"
                        border.color: current ? Theme.indigo : "transparent"
                        border.width: current ? 2 : 0
                        onCurrentChanged: if (current) table.ctx.reveal(line)
                        MouseArea {
                            anchors.fill: parent
                            onClicked: table.ctx.select(line.itemPath, "form")
                        }
                        Row {
                            anchors.verticalCenter: parent.verticalCenter
                            spacing: 4
                            Text {
                                width: 36
                                text: line.index
                                horizontalAlignment: Text.AlignRight
                                rightPadding: 6
                                font.family: "Noto Sans Mono"
                                font.pixelSize: 12
                                color: table.ctx.editor.revision >= 0 && table.ctx.editor.changeAt(line.itemPath) > 0
                                       ? Theme.vermilion : Theme.inkFaint
                            }
                            Repeater {
                                model: table.columns
                                Loader {
                                    id: cell
                                    required property var modelData
                                    readonly property string cellPath: line.itemPath + "." + modelData.name
                                    width: table.widthOf(modelData)
                                    height: 32
                                    sourceComponent: modelData.type === "localized text" ? localizedCell : scalarCell
                                }
                            }
                            ToolButton {
                                objectName: "duplicate:" + line.itemPath
                                width: 30
                                height: 30
                                text: "⧉"
                                //: Rules editor: button in a table row that inserts a copy of the item after it
                                ToolTip.text: qsTr("Duplicate")
                                ToolTip.visible: hovered
                                Accessible.name: ToolTip.text
                                onClicked: {
                                    table.ctx.editor.duplicateItem(table.path, line.index)
                                    table.ctx.select(table.path + "[" + (line.index + 1) + "]", "form")
                                }
                            }
                            ToolButton {
                                objectName: "remove:" + line.itemPath
                                width: 30
                                height: 30
                                text: "✕"
                                //: Rules editor: button in a table row that removes the item
                                ToolTip.text: qsTr("Remove")
                                ToolTip.visible: hovered
                                Accessible.name: ToolTip.text
                                onClicked: {
                                    table.ctx.editor.removeItem(table.path, line.index)
                                    if (table.currentRow >= table.items.length)
                                        table.currentRow = table.items.length - 1
                                }
                            }
                        }
                        Component {
                            id: scalarCell
                            FieldEditor {
                                ctx: table.ctx
                                row: parent.modelData
                                path: parent.cellPath
                                compact: true
                            }
                        }
                        Component {
                            id: localizedCell
                            TextField {
                                id: lc
                                readonly property string langPath: parent.cellPath + "." + Localization.language
                                readonly property var map: {
                                    table.ctx.editor.revision
                                    const v = table.ctx.editor.value(parent.cellPath)
                                    return v && typeof v === "object" ? v : ({})
                                }
                                readonly property bool incomplete: Localization.languages.some(l => !map[l.code])
                                objectName: "cell"
                                text: map[Localization.language] || ""
                                font.pixelSize: 14
                                selectByMouse: true
                                topPadding: 4
                                bottomPadding: 4
                                background: Rectangle {
                                    radius: 4
                                    color: Theme.paperLight
                                    border.color: lc.activeFocus ? Theme.indigo : lc.incomplete ? Theme.vermilion : Theme.line
                                    border.width: lc.activeFocus ? 2 : 1
                                }
                                onActiveFocusChanged: if (activeFocus) table.ctx.select(langPath, "form")
                                onEditingFinished: if (text !== (map[Localization.language] || "")) table.ctx.editor.setInput(langPath, text)
                                Accessible.name: {
                                    table.ctx.editor.revision
                                    return table.ctx.editor.describe(langPath)
                                }
                            }
                        }
                    }
                }
            }
        }
        RowLayout {
            width: parent.width
            spacing: 8
            InkButton {
                objectName: "add:" + table.path
                font.pixelSize: 13
                topPadding: 3
                bottomPadding: 3
                //: Rules editor: adds an item (a card, a town, a space...) at the end of a table
                text: qsTr("Add")
                onClicked: {
                    const at = table.items.length
                    table.ctx.editor.insertItemText(table.path, at, table.ctx.editor.newItem(table.path))
                    table.ctx.select(table.path + "[" + at + "]", "form")
                }
            }
            InkButton {
                visible: table.items.length > table.shown
                font.pixelSize: 13
                topPadding: 3
                bottomPadding: 3
                //: Rules editor: shows every row of a long table; %n is how many rows there are
                text: qsTr("Show all %n row(s)", "", table.items.length)
                onClicked: table.showAll = true
            }
            Text {
                objectName: "totals:" + table.path
                Layout.fillWidth: true
                text: {
                    //: Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)
                    const parts = [qsTr("%n item(s)", "", table.items.length)]
                    for (const c of table.countedColumns) {
                        const h = Schema.histogram(table.items, c.name)
                        if (h.length > 1 && h.length < table.items.length)
                            //: Rules editor totals line: how many items have each value of a field; %1 is the field, %2 e.g. "red ×10, blue ×10"
                            parts.push(qsTr("by %1: %2").arg(c.label_in_text || c.name)
                                       .arg(h.map(e => table.valueLabel(c, e.value) + " ×" + e.count).join(", ")))
                    }
                    return Theme.joinParts(parts)
                }
                font.pixelSize: 13
                color: Theme.indigo
                wrapMode: Text.Wrap
            }
        }
        // The chosen item's other fields.
        Loader {
            id: detail
            width: parent.width
            active: table.hasDetail && table.currentRow >= 0 && table.currentRow < table.items.length
            visible: active
            property int forRow: -1
            onActiveChanged: load()
            function load() {
                if (!active)
                    return
                forRow = table.currentRow
                setSource("DetailBlock.qml", { ctx: table.ctx, key: table.row.itemKey,
                                               path: table.path + "[" + table.currentRow + "]" })
            }
            Connections {
                target: table
                function onCurrentRowChanged() { if (detail.active && detail.forRow !== table.currentRow) detail.load() }
            }
        }
    }
}
