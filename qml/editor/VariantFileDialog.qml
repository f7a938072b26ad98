// SPDX-License-Identifier: GPL-3.0-or-later
import QtCore
import QtQuick
import QtQuick.Dialogs

// The file dialog of My variants (QtQuick.Dialogs, loaded only where it is installed). It
// opens in the folder last used, at first the home folder (Qt's own default is the folder the
// app was started from).
FileDialog {
    // Set each time it opens: Qt's dialog forgets the folder it was in once it is closed.
    property url lastFolder: StandardPaths.writableLocation(StandardPaths.HomeLocation)
    property url lastFile
    // Qt 6.4 gives a typed name as a path without "file://", which it would read relative to
    // the working folder when the dialog opens again: kept as file URLs.
    onAccepted: {
        const path = String(selectedFile).replace(/^file:\/\//, "")
        lastFile = "file://" + path
        lastFolder = "file://" + path.replace(/\/[^\/]*$/, "")
    }
    defaultSuffix: "yaml"
    //: File dialog filter for variant files
    nameFilters: [qsTr("Kotatsu variants (*.yaml)")]

    // Opens it to export the variant `id` (a file named after it is proposed, so that Save
    // works at once) or, for any other `action`, to import a file (the last one chosen is
    // selected).
    function openFor(action, id) {
        const exporting = action === "export"
        fileMode = exporting ? FileDialog.SaveFile : FileDialog.OpenFile
        title = exporting
                //: Title of the file dialog that exports one of the user's variants; %1 is its id
                ? qsTr("Export the variant “%1”").arg(id)
                //: Title of the file dialog that imports a variant file
                : qsTr("Import a variant file")
        //: File dialog button that writes the exported variant file
        acceptLabel = exporting ? qsTr("Save") : ""
        currentFolder = lastFolder
        if (exporting)
            selectedFile = lastFolder + "/" + id + ".yaml"
        else if (String(lastFile) !== "")
            selectedFile = lastFile
        open()
    }
}
