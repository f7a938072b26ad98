// SPDX-License-Identifier: GPL-3.0-or-later
import QtCore
import QtQuick
import QtQuick.Dialogs

// The file dialog of the network dialog's TLS choice (QtQuick.Dialogs, loaded only where it is
// installed): the host's certificate or its private key, PEM files. One for each (`purpose`,
// set before it is first shown): Qt 6.4's dialog keeps what it was first shown with.
FileDialog {
    // "certificate" or "key".
    property string purpose: "certificate"

    fileMode: FileDialog.OpenFile
    title: purpose === "key"
           //: Title of the file dialog that chooses the private key of the host's TLS certificate (network dialog)
           ? qsTr("Choose the certificate's private key")
           //: Title of the file dialog that chooses the host's TLS certificate (network dialog)
           : qsTr("Choose the certificate")
    //: File dialog filter for PEM files (a TLS certificate or key); keep "(*.pem *.crt *.key)"
    nameFilters: [qsTr("PEM files (*.pem *.crt *.key)"), "* (*)"]

    // Opens it at `file` (the one chosen last) or in the home folder.
    function openAt(file) {
        const chosen = String(file)
        currentFolder = chosen !== "" ? "file://" + chosen.replace(/\/[^\/]*$/, "")
                                      : String(StandardPaths.writableLocation(StandardPaths.HomeLocation))
        if (chosen !== "")
            selectedFile = "file://" + chosen
        open()
    }
    // The file chosen, as a file URL (Qt 6.4 gives a typed name as a bare path).
    function chosenFile() {
        const chosen = String(selectedFile)
        return chosen.startsWith("file:") ? chosen : "file://" + chosen
    }
}
