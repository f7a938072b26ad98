// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// Play on the network: join a table another computer holds, by the invitation its host gave
// (the JSON line or the kotatsu:// link, docs/network.md). Joining sits at the first free seat
// for someone on another computer; the table is shown once the host sends its first position
// (GameSession.networkTableReady). The session says how far joining got and what went wrong.
Popup {
    id: dialog
    required property GameSession session
    // What Join says when the session refused the invitation at once (it is no invitation).
    property string problem: ""
    // The table set up in the launcher, which Host offers to people on other computers
    // (LauncherPage.setupForHost), or null when the dialog was opened from elsewhere.
    property var hostSetup: null
    // The tables offered on this network, listened for while the dialog is open.
    readonly property alias lanTables: lanTables
    // Joining, from the click on Join until the table is shown or joining failed.
    readonly property bool joining: session.networked && !session.active
                                    && session.networkStatus !== "failed"
    // How Host opens the table: the Connections box's choice, kept in the settings.
    readonly property HostSecurity security: session.hostSecurity

    // Sized by the window, whatever item declares it.
    parent: Overlay.overlay
    modal: true
    focus: true
    anchors.centerIn: parent
    width: Math.min(720, (parent ? parent.width : 720) - 80)
    // As tall as its content, at most the window's height: then the part above the buttons
    // scrolls (a short window with the host's TLS choice open).
    height: Math.min(implicitHeight, (parent ? parent.height : 640) - 24)
    // (Not from its children: the file dialogs' loaders are children too.)
    contentHeight: dialogColumn.implicitHeight
    padding: 24
    closePolicy: Popup.CloseOnEscape
    onAboutToShow: {
        problem = ""
        invitationField.forceActiveFocus()
    }
    // Closed while joining: joining stops (no table is shown behind the person's back).
    onClosed: if (session.networked && !session.active) session.stop()

    function join() {
        problem = ""
        if (!session.join(invitationField.text, nameField.text.trim()))
            problem = session.lastError
    }
    function host() {
        problem = ""
        if (!session.host(hostSetup.gameId, hostSetup.variantId, hostSetup.seats, nameField.text.trim(),
                          announceBox.checked))
            problem = session.lastError
    }
    // The host's own certificate and key (TLS, "files"): the system's file dialog when
    // QtQuick.Dialogs is there (PemFileDialog), one for each file.
    function chooseFile(purpose) {
        const loader = purpose === "key" ? keyChooser : certificateChooser
        if (loader.item)
            loader.item.openAt(purpose === "key" ? security.key : security.certificate)
    }
    function fileName(path) { return String(path).replace(/^.*\//, "") }
    Loader {
        id: certificateChooser
        source: "PemFileDialog.qml"
        onLoaded: item.purpose = "certificate"
    }
    Loader {
        id: keyChooser
        source: "PemFileDialog.qml"
        onLoaded: item.purpose = "key"
    }
    // For tests: file dialogs are not among the dialog's visual children.
    readonly property alias certificateChooser: certificateChooser.item
    readonly property alias keyChooser: keyChooser.item
    Connections {
        target: certificateChooser.item
        function onAccepted() {
            dialog.security.setFile(HostSecurity.Certificate, certificateChooser.item.chosenFile())
        }
    }
    Connections {
        target: keyChooser.item
        function onAccepted() { dialog.security.setFile(HostSecurity.Key, keyChooser.item.chosenFile()) }
    }
    // The game's name in the person's language, or its id for a game this app does not have.
    function gameName(gameId) {
        const row = Catalog.indexOf(gameId)
        return row < 0 ? gameId : Catalog.get(row).name
    }
    // Opens the dialog joining `invitation` at once (a kotatsu:// link the app was started with).
    function joinNow(invitation) {
        invitationField.text = invitation
        open()
        join()
    }

    background: Rectangle {
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2
    }

    ColumnLayout {
        id: dialogColumn
        anchors.fill: parent
        spacing: 12
        Flickable {
            id: body
            objectName: "networkDialogBody"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: bodyColumn.implicitHeight
            contentHeight: bodyColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                policy: body.contentHeight > body.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            ColumnLayout {
                id: bodyColumn
                width: body.width - (body.contentHeight > body.height + 1 ? 14 : 0)
                spacing: 12
                Text {
                    //: Title of the dialog for playing with people on other computers
                    text: qsTr("Play on the network")
                    font.family: Theme.titleFont
                    font.pixelSize: 26
                    color: Theme.ink
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                }
                Text {
                    //: Heading in the network dialog: joining a table someone else opened
                    text: qsTr("Join a table")
                    font.pixelSize: 18
                    font.bold: true
                    color: Theme.ink
                    Layout.fillWidth: true
                }
                Text {
                    //: Explanation under "Join a table"
                    text: qsTr("Paste the invitation the host gave you: a line beginning with { or a link beginning with kotatsu://.")
                    font.pixelSize: 14
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                TextField {
                    id: invitationField
                    objectName: "invitationField"
                    Layout.fillWidth: true
                    font.pixelSize: 14
                    enabled: !dialog.joining
                    //: Placeholder of the invitation field in the network dialog
                    placeholderText: qsTr("Invitation")
                    Accessible.name: placeholderText
                    onAccepted: if (joinButton.enabled) dialog.join()
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 12
                    Text {
                        id: nameLabel
                        //: Label of the field for the name the other players see at a network table
                        text: qsTr("Your name at the table")
                        font.pixelSize: 14
                        color: Theme.ink
                    }
                    TextField {
                        id: nameField
                        objectName: "nameField"
                        Layout.fillWidth: true
                        font.pixelSize: 14
                        maximumLength: 32
                        enabled: !dialog.joining
                        Accessible.name: nameLabel.text
                        onAccepted: if (joinButton.enabled) dialog.join()
                    }
                }
                // Host the launcher's table: this app holds it, the others join with its invitation.
                Text {
                    visible: dialog.hostSetup !== null
                    //: Heading in the network dialog: offering the table set up in the launcher to people on other computers
                    text: qsTr("Host a table")
                    font.pixelSize: 18
                    font.bold: true
                    color: Theme.ink
                    Layout.fillWidth: true
                }
                RowLayout {
                    visible: dialog.hostSetup !== null
                    Layout.fillWidth: true
                    spacing: 12
                    Text {
                        objectName: "hostExplanation"
                        Layout.fillWidth: true
                        text: !dialog.hostSetup ? ""
                              : dialog.hostSetup.problem !== undefined ? dialog.hostSetup.problem
                              : dialog.hostSetup.people === 1
                                //: Network dialog, under "Host a table", when the launcher's table has one seat for a person (the host's own) and the rest are computers; %1 the game set up in the launcher
                                ? qsTr("%1: the table as you set it up. Only your seat is for a person, so nobody else can join. To invite someone, set another seat to Person.").arg(dialog.hostSetup.gameName)
                                //: Network dialog, under "Host a table": %1 the game set up in the launcher; %n its seats for people, always 2 or more (the host's own is the first; the others are for people on other computers)
                                : qsTr("%1: the table as you set it up, with %n seat(s) for people: you take the first, the others are for the people you invite.", "", dialog.hostSetup.people).arg(dialog.hostSetup.gameName)
                        font.pixelSize: 14
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                    InkButton {
                        objectName: "hostButton"
                        //: Network dialog: hosts the table set up in the launcher
                        text: qsTr("Host")
                        enabled: dialog.hostSetup !== null && dialog.hostSetup.problem === undefined
                                 && dialog.hostSetup.people > 0 && !dialog.joining
                                 && dialog.security.complete
                        onClicked: dialog.host()
                    }
                }
                // On by default: people hosting at home mostly invite people in the same room, and the
                // list lets them join with one click; the box says who else can (the announcement
                // carries the code, README).
                CheckBox {
                    id: announceBox
                    objectName: "announceBox"
                    visible: dialog.hostSetup !== null
                    Layout.fillWidth: true
                    checked: true
                    enabled: !dialog.joining
                    font.pixelSize: 14
                    //: Network dialog, under "Host a table": a check box, on at first; the hosted table is listed on the local network (its invitation code included) for as long as it has a free seat
                    text: qsTr("List the table on this network: anyone on it can see it and join while a seat is free")
                    contentItem: Text {
                        leftPadding: announceBox.indicator.width + announceBox.spacing
                        text: announceBox.text
                        font: announceBox.font
                        color: announceBox.enabled ? Theme.ink : Theme.inkFaint
                        wrapMode: Text.WordWrap
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                // TLS (docs/network.md): plain for a home network; encrypted with a certificate this
                // app makes, or with the person's own. Kept in the settings (HostSecurity).
                RowLayout {
                    visible: dialog.hostSetup !== null
                    Layout.fillWidth: true
                    spacing: 12
                    Text {
                        id: tlsLabel
                        //: Network dialog, under "Host a table": label of the choice of encrypting the connections (TLS) or not
                        text: qsTr("Connections")
                        font.pixelSize: 14
                        color: Theme.ink
                    }
                    InkComboBox {
                        id: tlsBox
                        objectName: "tlsBox"
                        Layout.fillWidth: true
                        enabled: !dialog.joining
                        textRole: "name"
                        model: [
                            //: Network dialog, the connections choice: no TLS (ws://)
                            { mode: "plain", name: qsTr("Not encrypted, for a home network") },
                            //: Network dialog, the connections choice: TLS with a certificate the app makes for the host (self-signed); the invitation carries its fingerprint
                            { mode: "self-signed", name: qsTr("Encrypted (TLS), with a certificate Kotatsu makes") },
                            //: Network dialog, the connections choice: TLS with the host's own certificate and private key (PEM files chosen below)
                            { mode: "files", name: qsTr("Encrypted (TLS), with my certificate and key") }
                        ]
                        currentIndex: Math.max(0, model.findIndex(e => e.mode === dialog.security.mode))
                        onActivated: function(index) { dialog.security.mode = model[index].mode }
                        Accessible.name: tlsLabel.text
                    }
                }
                RowLayout {
                    visible: dialog.hostSetup !== null && dialog.security.mode === "files"
                    Layout.fillWidth: true
                    spacing: 12
                    InkButton {
                        objectName: "certificateButton"
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        enabled: !dialog.joining
                        text: dialog.security.certificate === ""
                              //: Network dialog, TLS with the host's own files: opens the file dialog for the certificate (a PEM file)
                              ? qsTr("Choose the certificate…")
                              //: Network dialog, TLS with the host's own files: the certificate chosen (%1 its file name); a click chooses another
                              : qsTr("Certificate: %1").arg(dialog.fileName(dialog.security.certificate))
                        onClicked: dialog.chooseFile("certificate")
                    }
                    InkButton {
                        objectName: "keyButton"
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        enabled: !dialog.joining
                        text: dialog.security.key === ""
                              //: Network dialog, TLS with the host's own files: opens the file dialog for the certificate's private key (a PEM file)
                              ? qsTr("Choose the key…")
                              //: Network dialog, TLS with the host's own files: the private key chosen (%1 its file name); a click chooses another
                              : qsTr("Key: %1").arg(dialog.fileName(dialog.security.key))
                        onClicked: dialog.chooseFile("key")
                    }
                }
                Text {
                    objectName: "tlsExplanation"
                    visible: dialog.hostSetup !== null && dialog.security.mode !== "plain"
                    //: Network dialog, under the connections choice when TLS is chosen: the invitation carries the certificate's fingerprint (SHA-256), which the joining app checks
                    text: qsTr("The invitation carries the certificate's fingerprint, and the others' Kotatsu accepts no other certificate. Send it only to them, in a message nobody else can change.")
                    font.pixelSize: 14
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                // Tables offered on this network (kotatsu-server --announce): one click joins.
                Text {
                    //: Heading in the network dialog: tables other computers on the same network offer
                    text: qsTr("Tables on this network")
                    font.pixelSize: 18
                    font.bold: true
                    color: Theme.ink
                    Layout.fillWidth: true
                    Layout.topMargin: 8
                }
                LanTables {
                    id: lanTables
                    objectName: "lanTables"
                    active: dialog.opened
                }
                Text {
                    objectName: "noLanTable"
                    visible: lanTables.count === 0
                    text: lanTables.listening
                          //: Network dialog: no table is announced on the local network (the list stays open and fills when one is)
                          ? qsTr("No table is offered on this network right now.")
                          //: Network dialog: the app cannot listen for announced tables; %1 is the UDP port number
                          : qsTr("This computer cannot hear the tables offered on the network: port %1 is in use.").arg(lanTables.port)
                    font.pixelSize: 14
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                ListView {
                    id: lanList
                    objectName: "lanList"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.min(contentHeight, 3 * 44)
                    visible: count > 0
                    clip: true
                    spacing: 4
                    model: lanTables
                    delegate: InkButton {
                        objectName: "lanTable"
                        required property string game
                        required property string host
                        required property string address
                        required property int free
                        required property string invitation
                        width: ListView.view.width
                        enabled: !dialog.joining
                        //: Network dialog: one table offered on this network; %1 the game, %2 the host's name (or its address), %n the seats nobody holds yet
                        text: qsTr("%1 · %2 · %n free seat(s)", "", free)
                              .arg(dialog.gameName(game)).arg(host !== "" ? host : address)
                        onClicked: dialog.joinNow(invitation)
                    }
                }
            }
        }
        // Outside the part that scrolls: what went wrong and how far joining got always show.
        Text {
            objectName: "networkProblem"
            Layout.fillWidth: true
            visible: text !== ""
            // Said by a screen reader as it appears (why joining or hosting failed).
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
            Accessible.ignored: !visible
            text: dialog.problem !== "" ? dialog.problem
                  : dialog.session.networkStatus === "failed" ? dialog.session.networkProblem : ""
            color: Theme.vermilion
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        Text {
            objectName: "joinProgress"
            Layout.fillWidth: true
            visible: dialog.joining
            text: dialog.session.networkStatus === "connecting"
                  //: Network dialog: connecting to the host's table
                  ? qsTr("Connecting to the table…")
                  : dialog.session.networkStatus === "reconnecting"
                    //: Network dialog: the connection dropped while joining; the app tries again
                    ? qsTr("The connection dropped; trying again…")
                    //: Network dialog: the host accepted the invitation; waiting for a seat and the game's first position
                    : qsTr("Taking a seat…")
            color: Theme.inkSoft
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        // Which table: its link (the same in every language).
        Text {
            objectName: "joinedLink"
            Layout.fillWidth: true
            visible: dialog.session.networked
            text: dialog.session.networkLink
            color: Theme.inkFaint
            font.pixelSize: 12
            elide: Text.ElideMiddle
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Item { Layout.fillWidth: true }
            InkButton {
                objectName: "networkCancel"
                //: Network dialog: closes it (and stops joining)
                text: qsTr("Close")
                onClicked: dialog.close()
            }
            InkButton {
                id: joinButton
                objectName: "joinButton"
                primary: true
                //: Network dialog: joins the table of the invitation pasted above
                text: qsTr("Join")
                enabled: invitationField.text.trim() !== "" && !dialog.joining
                onClicked: dialog.join()
            }
        }
    }
}
