// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The structured editing: one section per top-level key of the schema (a row of section
// buttons), the chosen section's forms under it in a scrolling pane.
Item {
    id: forms
    required property var ctx
    property string section: ""
    // The sections a variant may change (a variant cannot include files).
    readonly property var sections: (ctx.idx.sections || []).filter(k => ctx.editor.canOverride(k))
    readonly property var sectionRow: ctx.idx.nodes[section] || null
    readonly property string sectionKind: sectionRow ? sectionRow.kind : "none"
    readonly property alias flickable: scroll.contentItem

    // A new page opens on the rules, where most variants begin.
    onSectionsChanged: if (sections.indexOf(section) < 0)
                           section = sections.indexOf("rules") >= 0 ? "rules" : sections.length > 0 ? sections[0] : ""

    // Makes an item of the forms visible (a field chosen from the text, an error, the board).
    function reveal(item) {
        revealTimer.item = item
        revealTimer.restart()
    }
    Timer {
        id: revealTimer
        property var item: null
        interval: 30
        onTriggered: {
            if (!item)
                return
            const flick = scroll.contentItem
            const p = item.mapToItem(flick.contentItem, 0, 0)
            const top = p.y - 8
            const bottom = p.y + Math.min(item.height, flick.height - 16) + 8
            const maxY = Math.max(0, flick.contentHeight - flick.height)
            if (top < flick.contentY)
                flick.contentY = Math.max(0, top)
            else if (bottom > flick.contentY + flick.height)
                flick.contentY = Math.min(maxY, bottom - flick.height)
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.leftMargin: 10
        anchors.topMargin: 6
        anchors.rightMargin: 4
        spacing: 6
        Flow {
            id: chips
            objectName: "sections"
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                model: forms.sections
                Button {
                    id: chip
                    required property string modelData
                    readonly property bool current: forms.section === modelData
                    readonly property int change: {
                        forms.ctx.editor.revision
                        return forms.ctx.editor.changeAt(modelData)
                    }
                    readonly property var row: forms.ctx.idx.nodes[modelData] || ({ key: modelData, label: modelData })
                    objectName: "section:" + modelData
                    // The section in words; its key and help in the tooltip.
                    text: row.label
                    font.family: Theme.bodyFont
                    font.pixelSize: 13
                    leftPadding: 10
                    rightPadding: 10
                    topPadding: 4
                    bottomPadding: 4
                    hoverEnabled: true
                    ToolTip.visible: hovered
                    ToolTip.text: row.description
                                  //: Rules editor: the tooltip of a section's tab; %1 its name, %2 what it holds (the dash as your language writes it: hu " – ")
                                  ? qsTr("%1 — %2").arg(modelData).arg(row.description)
                                  : modelData
                    Accessible.name: text
                    ToolTip.delay: 500
                    contentItem: Text {
                        text: chip.text + (chip.change > 0 ? " •" : "")
                        font: chip.font
                        color: chip.current ? Theme.paperLight : chip.change > 0 ? Theme.vermilion : Theme.ink
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                    }
                    background: Rectangle {
                        implicitHeight: 28
                        radius: 14
                        color: chip.current ? Theme.indigo : chip.hovered ? Theme.paperLight : Qt.rgba(1, 1, 1, 0.4)
                        border.color: chip.current ? Theme.indigo : Theme.line
                    }
                    onClicked: forms.section = modelData
                }
            }
        }
        Rectangle {
            Layout.fillWidth: true
            height: 1
            color: Theme.line
        }
        ScrollView {
            id: scroll
            objectName: "formsScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth
            ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
            Column {
                width: scroll.availableWidth - 14
                spacing: 8
                RowLayout {
                    width: parent.width
                    visible: forms.sectionRow !== null
                    Text {
                        objectName: "sectionLabel"
                        Layout.maximumWidth: parent.width - sectionKey.implicitWidth - 12
                        text: forms.sectionRow ? forms.sectionRow.label : ""
                        font.family: Theme.titleFont
                        font.pixelSize: 20
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.Wrap
                    }
                    Text {
                        id: sectionKey
                        objectName: "sectionKey"
                        Layout.alignment: Qt.AlignBaseline
                        text: forms.section
                        font.family: "Noto Sans Mono"
                        font.pixelSize: 12
                        color: Theme.inkFaint
                        Accessible.ignored: true
                    }
                    ChangeMark {
                        ctx: forms.ctx
                        path: forms.section
                    }
                    Item { Layout.fillWidth: true }
                }
                Text {
                    width: parent.width
                    visible: text !== ""
                    text: forms.sectionKind === "group"
                          ? (forms.sectionRow.description || "") : ""
                    font.pixelSize: 13
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                }
                Loader {
                    id: sectionLoader
                    width: parent.width
                    active: forms.sectionRow !== null
                    // A new section, a new form (the old one's fields go).
                    property string loadedFor: ""
                    sourceComponent: FormBlock {
                        ctx: forms.ctx
                        key: forms.sectionKind === "group" ? forms.section : ""
                        path: forms.sectionKind === "group" ? forms.section : ""
                        rows: forms.sectionKind === "group"
                              ? (forms.ctx.idx.kids[forms.section] || []) : [forms.sectionRow]
                    }
                }
            }
        }
    }
}
