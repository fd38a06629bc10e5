; Belote Club — Windows installer (Inno Setup 6.3 or later).
;
; (Saved as UTF-8 with a byte-order mark, so that Inno Setup reads the accents.)
;
; Build the bundle first (packaging\belote-club.spec → dist\Belote Club\), then, from the repository root:
;     iscc packaging\windows\belote-club.iss
; The installer is written to dist\belote-club-<version>-windows-setup.exe.  The version is read from
; the version information of "Belote Club.exe"; override with /DAppVersion=… and the bundle folder
; with /DBundleDir=….
;
; Installs for the current user without administrator rights by default (the first page offers
; "all users"), adds a Start-menu shortcut, an optional desktop icon and the .belote file type,
; in French or English, with the usual uninstaller.  User data (%LOCALAPPDATA%\BeloteClub) is never
; removed by the uninstaller.

#define AppName "Belote Club"
#define AppExe "Belote Club.exe"
#define CliExe "belote-club.exe"
#define ProgId "BeloteClub.Document"

#ifndef BundleDir
  #define BundleDir AddBackslash(SourcePath) + "..\..\dist\Belote Club"
#endif
#ifndef AppVersion
  #define AppVersion GetStringFileInfo(AddBackslash(BundleDir) + AppExe, "ProductVersion")
#endif
#if AppVersion == ""
  #error "Belote Club.exe not found or without version: build the bundle first (make package / pyinstaller)."
#endif

[Setup]
AppId={{A02DC4ED-E4E9-553B-94C9-E25102746F36}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Belote Club
AppCopyright=© 2026 les auteurs de Belote Club — GPL-3.0-or-later
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} — programme d’installation
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
ChangesAssociations=yes
WizardStyle=modern
SetupIconFile=..\..\resources\icons\belote-club.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
LicenseFile=..\licenses\GPL-3.0.txt
OutputDir=..\..\dist
OutputBaseFilename=belote-club-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
CloseApplications=yes

[Languages]
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
french.AssociationGroup=Type de fichier :
english.AssociationGroup=File type:
french.AssociationTask=Ouvrir les fichiers .belote avec Belote Club
english.AssociationTask=Open .belote files with Belote Club
french.DocumentName=Fichier Belote Club
english.DocumentName=Belote Club file
french.CommandLineShortcut=Belote Club (ligne de commande)
english.CommandLineShortcut=Belote Club (command line)

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "association"; Description: "{cm:AssociationTask}"; GroupDescription: "{cm:AssociationGroup}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; A previous version's bundled libraries: the new bundle replaces the whole folder.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{userdocs}"
; A console where `belote-club …` works from the Documents folder.
Name: "{autoprograms}\{cm:CommandLineShortcut}"; Filename: "{cmd}"; Parameters: "/k set ""PATH={app};%PATH%"" && {#CliExe} --help"; WorkingDir: "{userdocs}"; IconFilename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{userdocs}"; Tasks: desktopicon

[Registry]
; HKA = HKEY_CURRENT_USER for a per-user installation, HKEY_LOCAL_MACHINE for all users.
Root: HKA; Subkey: "Software\Classes\.belote"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\.belote"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-belote-club"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\.belote\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:DocumentName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".belote"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
