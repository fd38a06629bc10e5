<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<!-- Qt's own file-dialog strings that qtbase_fr leaves in English (loaded by the window after qtbase_fr). -->
  <context>
    <name>QFileDialog</name>
    <message>
      <source>Look in:</source>
      <translation>Regarder dans :</translation>
    </message>
    <message>
      <source>Files of type:</source>
      <translation>Type de fichier :</translation>
    </message>
    <message>
      <source>File &amp;name:</source>
      <translation>&amp;Nom de fichier :</translation>
    </message>
    <message>
      <source>Back</source>
      <translation>Précédent</translation>
    </message>
    <message>
      <source>Forward</source>
      <translation>Suivant</translation>
    </message>
    <message>
      <source>Parent Directory</source>
      <translation>Dossier parent</translation>
    </message>
    <message>
      <source>Create New Folder</source>
      <translation>Créer un dossier</translation>
    </message>
    <message>
      <source>List View</source>
      <translation>Affichage en liste</translation>
    </message>
    <message>
      <source>Detail View</source>
      <translation>Affichage détaillé</translation>
    </message>
    <message>
      <source>Go back</source>
      <translation>Revenir en arrière</translation>
    </message>
    <message>
      <source>Go forward</source>
      <translation>Aller en avant</translation>
    </message>
    <message>
      <source>Go to the parent directory</source>
      <translation>Aller au dossier parent</translation>
    </message>
    <message>
      <source>Create a New Folder</source>
      <translation>Créer un dossier</translation>
    </message>
    <message>
      <source>Change to list view mode</source>
      <translation>Afficher en liste</translation>
    </message>
    <message>
      <source>Change to detail view mode</source>
      <translation>Afficher les détails</translation>
    </message>
    <message>
      <source>Sidebar</source>
      <translation>Barre latérale</translation>
    </message>
    <message>
      <source>List of places and bookmarks</source>
      <translation>Liste des emplacements et des signets</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Fichiers</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Ouvrir</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Enregistrer</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Ouvrir</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>All Files (*)</source>
      <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
      <source>Directory:</source>
      <translation>Dossier :</translation>
    </message>
    <message>
      <source>File name</source>
      <translation>Nom de fichier</translation>
    </message>
    <message>
      <source>New Folder</source>
      <translation>Nouveau dossier</translation>
    </message>
    <message>
      <source>&amp;New Folder</source>
      <translation>&amp;Nouveau dossier</translation>
    </message>
    <message>
      <source>&amp;Delete</source>
      <translation>&amp;Supprimer</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <translation>&amp;Renommer</translation>
    </message>
    <message>
      <source>Show &amp;hidden files</source>
      <translation>Afficher les fichiers &amp;cachés</translation>
    </message>
    <message>
      <source>Are you sure you want to delete '%1'?</source>
      <translation>Voulez-vous vraiment supprimer « %1 » ?</translation>
    </message>
    <message>
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation>« %1 » existe déjà.
Voulez-vous le remplacer ?</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <translation>Dossier</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Fichier</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Lecteur</translation>
    </message>
    <message>
      <source>File Folder</source>
      <translation>Dossier</translation>
    </message>
    <message>
      <source>Alias</source>
      <translation>Alias</translation>
    </message>
    <message>
      <source>Shortcut</source>
      <translation>Raccourci</translation>
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Taille</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Type</translation>
    </message>
    <message>
      <source>Date Modified</source>
      <translation>Modifié le</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>Sorte</translation>
    </message>
    <message>
      <source>My Computer</source>
      <translation>Ordinateur</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordinateur</translation>
    </message>
  </context>
</TS>
