// The fixed part of the storyboard format's JSON Schema: files, scenes, segues, actions and the
// value types. `StoryboardSchema` fills in `@viewDefinitions` from the view class table, so the
// view classes and their keys are never written by hand (see CONTRIBUTING.md), and
// `@systemItems` from `BarButtonItemDescription.SystemItem`.

extension StoryboardSchema {
    static let template = ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://apphost.dev/schemas/storyboard-1.schema.json",
  "title": "AppHost storyboard, format 1",
  "description": "An app's interface in JSON, as Interface Builder describes it in a storyboard: a file named NAME.storyboard.json. See HostKit's StoryboardFormat.md. apphost reads it with a strict parser and checks what this schema cannot: ids unique in the file, one initial scene, references between scenes, views and objects, and the plugin's classes.",
  "type": "object",
  "required": [
    "format",
    "scenes"
  ],
  "properties": {
    "$schema": {
      "description": "Ignored by apphost; lets an editor find this schema.",
      "type": "string"
    },
    "format": {
      "description": "The version of the storyboard format: 1.",
      "const": 1
    },
    "scenes": {
      "description": "The scenes, one per view controller; at least one. Exactly one should be marked \"initial\": true when the storyboard is the app's main storyboard, is opened with instantiateInitialViewController(), or is referenced without an identifier.",
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/$defs/scene"
      }
    }
  },
  "additionalProperties": false,
  "$defs": {
    "id": {
      "title": "Id",
      "description": "An id: a letter or _, then letters, digits, _, . or -. Scene, view and object ids are unique in the file.",
      "errorMessage": "an id starts with a letter or _, followed by letters, digits, _, . or -",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_.-]*$"
    },
    "qualifiedClassName": {
      "title": "Module.Class",
      "description": "A class of the plugin, qualified with its module: Module.Class.",
      "errorMessage": "a class of the plugin is written Module.Class",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*\\.[A-Za-z_][A-Za-z0-9_]*$"
    },
    "memberName": {
      "title": "Property name",
      "description": "The name of an @Outlet or @Action property: a Swift identifier.",
      "errorMessage": "a property name is a Swift identifier: a letter or _, followed by letters, digits or _",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "scene": {
      "title": "Scene",
      "description": "A view controller (a controller scene, with \"class\"), or a stand-in for a scene of another storyboard (a reference scene, with \"reference\").",
      "type": "object",
      "if": {
        "required": [
          "reference"
        ]
      },
      "then": {
        "$ref": "#/$defs/referenceScene"
      },
      "else": {
        "$ref": "#/$defs/controllerScene"
      }
    },
    "referenceScene": {
      "title": "Storyboard reference",
      "description": "Stands for a scene of another storyboard in the same folder, wherever a scene id can be used. It has only \"id\" and \"reference\".",
      "required": [
        "id",
        "reference"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/sceneId"
        },
        "reference": {
          "description": "The other storyboard, and the scene in it.",
          "type": "object",
          "required": [
            "storyboard"
          ],
          "properties": {
            "storyboard": {
              "description": "The other storyboard's name: its file name without .storyboard.json, in the same folder.",
              "errorMessage": "a storyboard reference names a storyboard of the same folder: its file name without .storyboard.json and without /",
              "type": "string",
              "pattern": "^[^/]+$"
            },
            "identifier": {
              "description": "The storyboardIdentifier of the other storyboard's scene; without it, the other storyboard's initial view controller.",
              "$ref": "#/$defs/id"
            }
          },
          "additionalProperties": false
        }
      },
      "additionalProperties": false
    },
    "controllerScene": {
      "title": "Controller scene",
      "description": "A view controller: its class decides which keys the scene takes.",
      "required": [
        "id",
        "class"
      ],
      "allOf": [
        {
          "if": {
            "required": [
              "class"
            ],
            "properties": {
              "class": {
                "enum": [
                  "ViewController",
                  "HostKit.ViewController"
                ]
              }
            }
          },
          "then": {
            "$ref": "#/$defs/viewControllerScene"
          }
        },
        {
          "if": {
            "required": [
              "class"
            ],
            "properties": {
              "class": {
                "enum": [
                  "NavigationController",
                  "HostKit.NavigationController"
                ]
              }
            }
          },
          "then": {
            "$ref": "#/$defs/navigationControllerScene"
          }
        },
        {
          "if": {
            "required": [
              "class"
            ],
            "properties": {
              "class": {
                "enum": [
                  "TabBarController",
                  "HostKit.TabBarController"
                ]
              }
            }
          },
          "then": {
            "$ref": "#/$defs/tabBarControllerScene"
          }
        },
        {
          "if": {
            "required": [
              "class"
            ],
            "properties": {
              "class": {
                "enum": [
                  "ViewController",
                  "NavigationController",
                  "TabBarController",
                  "HostKit.ViewController",
                  "HostKit.NavigationController",
                  "HostKit.TabBarController"
                ]
              }
            }
          },
          "else": {
            "$ref": "#/$defs/customControllerScene"
          }
        }
      ]
    },
    "viewControllerScene": {
      "title": "ViewController scene",
      "description": "A plain view controller with its view.",
      "properties": {
        "id": {
          "$ref": "#/$defs/sceneId"
        },
        "class": {
          "enum": [
            "ViewController",
            "HostKit.ViewController"
          ]
        },
        "initial": {
          "$ref": "#/$defs/sceneInitial"
        },
        "storyboardIdentifier": {
          "$ref": "#/$defs/storyboardIdentifier"
        },
        "restorationIdentifier": {
          "$ref": "#/$defs/restorationIdentifier"
        },
        "title": {
          "$ref": "#/$defs/sceneTitle"
        },
        "view": {
          "$ref": "#/$defs/view"
        },
        "navigationItem": {
          "$ref": "#/$defs/navigationItem"
        },
        "toolbarItems": {
          "$ref": "#/$defs/toolbarItems"
        },
        "objects": {
          "$ref": "#/$defs/objects"
        },
        "outlets": {
          "$ref": "#/$defs/outlets"
        },
        "segues": {
          "$ref": "#/$defs/segues"
        }
      },
      "additionalProperties": false
    },
    "navigationControllerScene": {
      "title": "NavigationController scene",
      "description": "A navigation controller: it builds its own view, and shows rootViewController first.",
      "required": [
        "rootViewController"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/sceneId"
        },
        "class": {
          "enum": [
            "NavigationController",
            "HostKit.NavigationController"
          ]
        },
        "initial": {
          "$ref": "#/$defs/sceneInitial"
        },
        "storyboardIdentifier": {
          "$ref": "#/$defs/storyboardIdentifier"
        },
        "restorationIdentifier": {
          "$ref": "#/$defs/restorationIdentifier"
        },
        "title": {
          "$ref": "#/$defs/sceneTitle"
        },
        "objects": {
          "$ref": "#/$defs/objects"
        },
        "outlets": {
          "$ref": "#/$defs/outlets"
        },
        "segues": {
          "$ref": "#/$defs/segues"
        },
        "rootViewController": {
          "$ref": "#/$defs/rootViewController"
        },
        "toolbarHidden": {
          "$ref": "#/$defs/toolbarHidden"
        }
      },
      "additionalProperties": false
    },
    "tabBarControllerScene": {
      "title": "TabBarController scene",
      "description": "A tab bar controller: it builds its own view, with one tab per entry of viewControllers.",
      "required": [
        "viewControllers"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/sceneId"
        },
        "class": {
          "enum": [
            "TabBarController",
            "HostKit.TabBarController"
          ]
        },
        "initial": {
          "$ref": "#/$defs/sceneInitial"
        },
        "storyboardIdentifier": {
          "$ref": "#/$defs/storyboardIdentifier"
        },
        "restorationIdentifier": {
          "$ref": "#/$defs/restorationIdentifier"
        },
        "title": {
          "$ref": "#/$defs/sceneTitle"
        },
        "objects": {
          "$ref": "#/$defs/objects"
        },
        "outlets": {
          "$ref": "#/$defs/outlets"
        },
        "segues": {
          "$ref": "#/$defs/segues"
        },
        "viewControllers": {
          "$ref": "#/$defs/viewControllers"
        },
        "selectedIndex": {
          "$ref": "#/$defs/selectedIndex"
        }
      },
      "additionalProperties": false
    },
    "customControllerScene": {
      "title": "Scene of a plugin class",
      "description": "A view controller of the plugin, Module.Class: a subclass of ViewController, NavigationController or TabBarController, so any scene key is allowed here; apphost checks them against the class once the plugin is loaded.",
      "properties": {
        "id": {
          "$ref": "#/$defs/sceneId"
        },
        "class": {
          "$ref": "#/$defs/sceneClass"
        },
        "initial": {
          "$ref": "#/$defs/sceneInitial"
        },
        "storyboardIdentifier": {
          "$ref": "#/$defs/storyboardIdentifier"
        },
        "restorationIdentifier": {
          "$ref": "#/$defs/restorationIdentifier"
        },
        "title": {
          "$ref": "#/$defs/sceneTitle"
        },
        "view": {
          "$ref": "#/$defs/view"
        },
        "navigationItem": {
          "$ref": "#/$defs/navigationItem"
        },
        "toolbarItems": {
          "$ref": "#/$defs/toolbarItems"
        },
        "objects": {
          "$ref": "#/$defs/objects"
        },
        "outlets": {
          "$ref": "#/$defs/outlets"
        },
        "segues": {
          "$ref": "#/$defs/segues"
        },
        "rootViewController": {
          "$ref": "#/$defs/rootViewController"
        },
        "toolbarHidden": {
          "$ref": "#/$defs/toolbarHidden"
        },
        "viewControllers": {
          "$ref": "#/$defs/viewControllers"
        },
        "selectedIndex": {
          "$ref": "#/$defs/selectedIndex"
        }
      },
      "additionalProperties": false,
      "allOf": [
        {
          "errorMessage": "a scene has \"rootViewController\" (a navigation controller) or \"viewControllers\" (a tab bar controller), not both",
          "not": {
            "required": [
              "rootViewController",
              "viewControllers"
            ]
          }
        }
      ]
    },
    "sceneClass": {
      "title": "Scene class",
      "description": "ViewController, TableViewController, NavigationController, TabBarController, or Module.Class from the plugin (a subclass of one of those).",
      "errorMessage": "a scene class is ViewController, TableViewController, NavigationController, TabBarController, or Module.Class from the plugin",
      "anyOf": [
        {
          "enum": [
            "ViewController",
            "TableViewController",
            "NavigationController",
            "TabBarController"
          ]
        },
        {
          "$ref": "#/$defs/qualifiedClassName"
        }
      ]
    },
    "sceneId": {
      "description": "The scene's id, unique among the file's scenes, views and objects. Segues, containers and storyboard references refer to it.",
      "$ref": "#/$defs/id"
    },
    "sceneInitial": {
      "description": "true for the initial view controller; at most one scene of a file.",
      "type": "boolean"
    },
    "storyboardIdentifier": {
      "description": "The name instantiateViewController(withIdentifier:) takes; unique in the file.",
      "$ref": "#/$defs/id"
    },
    "restorationIdentifier": {
      "description": "Marks the controller for state restoration.",
      "type": "string"
    },
    "sceneTitle": {
      "description": "The controller's title.",
      "type": "string"
    },
    "rootViewController": {
      "description": "NavigationController only, required: the id of the scene shown first.",
      "$ref": "#/$defs/id"
    },
    "toolbarHidden": {
      "description": "NavigationController only: false to show the toolbar, with the top controller's toolbarItems; true (hidden) by default.",
      "type": "boolean"
    },
    "viewControllers": {
      "description": "TabBarController only, required: the scene ids of the tabs, in order.",
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/$defs/id"
      }
    },
    "selectedIndex": {
      "description": "TabBarController only: the index of the tab selected at first; 0 by default.",
      "type": "integer",
      "minimum": 0
    },
    "navigationItem": {
      "description": "The buttons of the controller's navigation item, which a navigation bar shows while the controller is on top of its navigation controller; the bar's title is the scene's \"title\".",
      "type": "object",
      "properties": {
        "leftBarButtonItems": {
          "description": "The buttons at the bar's leading end, after the back button.",
          "$ref": "#/$defs/barButtonItems"
        },
        "rightBarButtonItems": {
          "description": "The buttons at the bar's trailing end, the first outermost.",
          "$ref": "#/$defs/barButtonItems"
        },
        "prompt": {
          "description": "A line of text above the bar's buttons; the bar grows to hold it.",
          "type": "string"
        },
        "backButtonTitle": {
          "description": "The title of the back button that leads back here, shown while a controller is pushed above this one.",
          "type": "string"
        }
      },
      "additionalProperties": false
    },
    "toolbarItems": {
      "description": "The buttons of the controller's toolbar, which its navigation controller shows while the toolbar is not hidden.",
      "$ref": "#/$defs/barButtonItems"
    },
    "barButtonItems": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/barButtonItem"
      }
    },
    "barButtonItem": {
      "title": "Bar button item",
      "description": "A button of a bar: a system item, or a title or an image of its own; a tap sends an @Action (\"action\", with an optional \"target\") or performs a segue of the scene (\"segue\").",
      "type": "object",
      "properties": {
        "id": {
          "description": "The item's id, unique in the file; the scene's outlets can refer to it.",
          "$ref": "#/$defs/id"
        },
        "systemItem": {
          "description": "One of the items iOS provides, which has its own title or glyph.",
          "enum": [
            @systemItems
          ]
        },
        "title": {
          "description": "The button's title.",
          "type": "string"
        },
        "image": {
          "description": "The name of an image of the app, shown instead of or beside the title.",
          "type": "string",
          "minLength": 1
        },
        "style": {
          "description": "plain (the default) or done, drawn bold: the item that ends a task.",
          "enum": [
            "plain",
            "done"
          ]
        },
        "width": {
          "description": "A fixedSpace's width, or the button's when positive, in points.",
          "type": "number",
          "minimum": 0,
          "maximum": 10000
        },
        "enabled": {
          "description": "Whether the button can be tapped; true by default.",
          "type": "boolean"
        },
        "tintColor": {
          "description": "The colour the button's title or image is drawn in; the bar's by default.",
          "$ref": "#/$defs/color"
        },
        "tag": {
          "description": "An integer that identifies the item in code.",
          "type": "integer"
        },
        "accessibilityIdentifier": {
          "description": "The identifier UI tests and event scripts find the button by.",
          "type": "string"
        },
        "action": {
          "description": "The name of an @Action property of the target, sent with the item as sender.",
          "$ref": "#/$defs/memberName"
        },
        "target": {
          "$ref": "#/$defs/actionTarget"
        },
        "segue": {
          "description": "The id of the scene's segue to perform, with the item as sender.",
          "$ref": "#/$defs/id"
        }
      },
      "additionalProperties": false,
      "dependentRequired": {
        "target": [
          "action"
        ]
      },
      "allOf": [
        {
          "errorMessage": "a bar button item has \"systemItem\", \"title\" or \"image\"",
          "anyOf": [
            {
              "required": [
                "systemItem"
              ]
            },
            {
              "required": [
                "title"
              ]
            },
            {
              "required": [
                "image"
              ]
            }
          ]
        },
        {
          "errorMessage": "a system item has its own look: no \"title\" or \"image\"",
          "if": {
            "required": [
              "systemItem"
            ]
          },
          "then": {
            "properties": {
              "title": {
                "not": {}
              },
              "image": {
                "not": {}
              }
            }
          }
        },
        {
          "errorMessage": "a bar button item has \"action\" or \"segue\", not both; \"target\" goes with \"action\"",
          "if": {
            "required": [
              "segue"
            ]
          },
          "then": {
            "properties": {
              "action": {
                "not": {}
              },
              "target": {
                "not": {}
              }
            }
          }
        },
        {
          "errorMessage": "a space cannot be tapped: no \"action\" or \"segue\"",
          "if": {
            "required": [
              "systemItem"
            ],
            "properties": {
              "systemItem": {
                "enum": [
                  "flexibleSpace",
                  "fixedSpace"
                ]
              }
            }
          },
          "then": {
            "properties": {
              "action": {
                "not": {}
              },
              "segue": {
                "not": {}
              }
            }
          }
        }
      ]
    },
    "objects": {
      "description": "Other objects the scene owns, each a Responder subclass of the plugin; outlets and actions can refer to them.",
      "type": "array",
      "items": {
        "title": "Object",
        "type": "object",
        "required": [
          "id",
          "class"
        ],
        "properties": {
          "id": {
            "description": "The object's id, unique in the file.",
            "$ref": "#/$defs/id"
          },
          "class": {
            "description": "Module.Class, a Responder subclass.",
            "$ref": "#/$defs/qualifiedClassName"
          }
        },
        "additionalProperties": false
      }
    },
    "outlets": {
      "description": "{ \"propertyName\": \"id\" }: an @Outlet property of the controller, and the id of the scene's view, object or bar button item it refers to.",
      "type": "object",
      "propertyNames": {
        "$ref": "#/$defs/memberName"
      },
      "additionalProperties": {
        "$ref": "#/$defs/id"
      }
    },
    "segues": {
      "description": "The segues that start at this scene's controller.",
      "type": "array",
      "items": {
        "$ref": "#/$defs/segue"
      }
    },
    "segue": {
      "title": "Segue",
      "description": "A segue: its kind decides the other keys.",
      "type": "object",
      "required": [
        "id",
        "kind"
      ],
      "allOf": [
        {
          "if": {
            "required": [
              "kind"
            ],
            "properties": {
              "kind": {
                "enum": [
                  "show",
                  "present"
                ]
              }
            }
          },
          "then": {
            "$ref": "#/$defs/showOrPresentSegue"
          }
        },
        {
          "if": {
            "required": [
              "kind"
            ],
            "properties": {
              "kind": {
                "const": "embed"
              }
            }
          },
          "then": {
            "$ref": "#/$defs/embedSegue"
          }
        },
        {
          "if": {
            "required": [
              "kind"
            ],
            "properties": {
              "kind": {
                "const": "unwind"
              }
            }
          },
          "then": {
            "$ref": "#/$defs/unwindSegue"
          }
        },
        {
          "if": {
            "required": [
              "kind"
            ],
            "properties": {
              "kind": {
                "const": "custom"
              }
            }
          },
          "then": {
            "$ref": "#/$defs/customSegue"
          }
        },
        {
          "if": {
            "required": [
              "kind"
            ],
            "properties": {
              "kind": {
                "$ref": "#/$defs/segueKind"
              }
            }
          },
          "else": {
            "$ref": "#/$defs/anySegue"
          }
        }
      ]
    },
    "segueKind": {
      "description": "show pushes onto the source's navigation controller, or presents when there is none; present presents full screen; embed adds the destination as a child when the source's view loads; unwind walks back to the first controller that has the action; custom performs a StoryboardSegue subclass.",
      "enum": [
        "show",
        "present",
        "embed",
        "unwind",
        "custom"
      ]
    },
    "segueId": {
      "description": "The segue identifier, unique within its scene; performSegue(withIdentifier:sender:) and actions refer to it.",
      "type": "string",
      "minLength": 1
    },
    "segueDestination": {
      "description": "The id of the scene the segue leads to (a storyboard reference scene leads to another storyboard).",
      "$ref": "#/$defs/id"
    },
    "showOrPresentSegue": {
      "title": "show or present segue",
      "description": "show pushes the destination onto the source's navigation controller, or presents it when there is none; present presents it full screen.",
      "required": [
        "destination"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/segueId"
        },
        "kind": {
          "enum": [
            "show",
            "present"
          ]
        },
        "destination": {
          "$ref": "#/$defs/segueDestination"
        }
      },
      "additionalProperties": false
    },
    "embedSegue": {
      "title": "embed segue",
      "description": "Adds the destination as a child when the source's view loads, before viewDidLoad, with its view in container.",
      "required": [
        "destination",
        "container"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/segueId"
        },
        "kind": {
          "const": "embed"
        },
        "destination": {
          "$ref": "#/$defs/segueDestination"
        },
        "container": {
          "description": "embed only: the id of a view of this scene that holds the child's view.",
          "$ref": "#/$defs/id"
        }
      },
      "additionalProperties": false
    },
    "unwindSegue": {
      "title": "unwind segue",
      "description": "Walks back from the source, through the controllers that presented or contain it, to the first one that has the action; its destination is found at run time.",
      "required": [
        "action"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/segueId"
        },
        "kind": {
          "const": "unwind"
        },
        "action": {
          "description": "unwind only: the @Action the destination implements; it receives the segue.",
          "$ref": "#/$defs/memberName"
        }
      },
      "additionalProperties": false
    },
    "customSegue": {
      "title": "custom segue",
      "description": "Performed by a StoryboardSegue subclass of the plugin that overrides perform().",
      "required": [
        "destination",
        "class"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/segueId"
        },
        "kind": {
          "const": "custom"
        },
        "destination": {
          "$ref": "#/$defs/segueDestination"
        },
        "class": {
          "description": "custom only: Module.Class, a StoryboardSegue subclass that overrides perform().",
          "$ref": "#/$defs/qualifiedClassName"
        }
      },
      "additionalProperties": false
    },
    "anySegue": {
      "title": "segue",
      "description": "A segue whose kind is missing or unknown: only the segue keys are allowed.",
      "properties": {
        "id": {
          "$ref": "#/$defs/segueId"
        },
        "kind": {
          "$ref": "#/$defs/segueKind"
        },
        "destination": {
          "$ref": "#/$defs/segueDestination"
        },
        "container": {
          "$ref": "#/$defs/id"
        },
        "action": {
          "$ref": "#/$defs/memberName"
        },
        "class": {
          "$ref": "#/$defs/qualifiedClassName"
        }
      },
      "additionalProperties": false
    },
    "@viewDefinitions": {},
    "viewId": {
      "description": "The view's id, unique in the file; outlets and embed segues refer to it.",
      "$ref": "#/$defs/id"
    },
    "subviews": {
      "description": "The view's subviews, back to front; a StackView's arranged subviews.",
      "type": "array",
      "items": {
        "$ref": "#/$defs/view"
      }
    },
    "prototypes": {
      "description": "TableView: prototype cells (TableViewCell or a plugin subclass), each with a reuseIdentifier of its own, which the data source dequeues by.",
      "type": "array",
      "items": {
        "$ref": "#/$defs/view"
      }
    },
    "staticSections": {
      "description": "TableView: static cells, section by section, shown as laid out (the scene's controller is a TableViewController); not with prototypes.",
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "header": {
            "description": "The section's header title.",
            "type": "string"
          },
          "footer": {
            "description": "The section's footer title.",
            "type": "string"
          },
          "cells": {
            "description": "The section's cells, top to bottom.",
            "type": "array",
            "items": {
              "$ref": "#/$defs/view"
            }
          }
        },
        "additionalProperties": false
      }
    },
    "cellOutlets": {
      "description": "TableViewCell: the cell's outlets to views inside it, property name to view id.",
      "type": "object",
      "additionalProperties": {
        "$ref": "#/$defs/id"
      }
    },
    "cellSegue": {
      "description": "TableViewCell: the scene's segue performed when a tap selects the cell's row; the cell is the sender.",
      "$ref": "#/$defs/id"
    },
    "constraints": {
      "description": "Auto Layout constraints that start from this view (or from \"first\"); a view with constraints is placed by them unless translatesAutoresizingMaskIntoConstraints is true.",
      "type": "array",
      "items": {
        "$ref": "#/$defs/constraint"
      }
    },
    "layoutGuides": {
      "description": "Layout guides the view owns (UILayoutGuide): rectangles placed by constraints alone, such as the gap between two views; constraints name them by id as they name views.",
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "description": "The guide's id, unique among the storyboard's ids.",
            "$ref": "#/$defs/id"
          },
          "identifier": {
            "description": "The guide's identifier, which diagnostics print.",
            "type": "string"
          }
        },
        "additionalProperties": false
      }
    },
    "constraint": {
      "title": "Constraint",
      "description": "first.firstAttribute relation multiplier × second.secondAttribute + constant, at a priority (1000: required).",
      "type": "object",
      "required": [
        "firstAttribute"
      ],
      "properties": {
        "first": {
          "description": "The id of the view the constraint ties, or of its guide as \"second\" names one; the view it is written on when left out.",
          "$ref": "#/$defs/id"
        },
        "firstAttribute": {
          "$ref": "#/$defs/layoutAttribute"
        },
        "relation": {
          "description": "How the sides compare; equal when left out.",
          "enum": [
            "equal",
            "lessThanOrEqual",
            "greaterThanOrEqual"
          ]
        },
        "second": {
          "description": "\"superview\" or a view id of the scene, either followed by \".safeArea\" or \".margins\" for its guide (or, on a scroll view, \".contentLayoutGuide\" or \".frameLayoutGuide\"); left out for a width or height equal to a constant.",
          "$ref": "#/$defs/id"
        },
        "secondAttribute": {
          "description": "The second item's attribute; the first attribute when left out.",
          "$ref": "#/$defs/layoutAttribute"
        },
        "multiplier": {
          "description": "Multiplies the second item's attribute; 1 when left out.",
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "constant": {
          "description": "Added to the right side, in points; 0 when left out.",
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "priority": {
          "description": "1 to 1000; 1000 (required) when left out.",
          "type": "number",
          "minimum": 1,
          "maximum": 1000
        },
        "identifier": {
          "description": "A name for diagnostics (conflicts list it).",
          "type": "string"
        }
      },
      "additionalProperties": false
    },
    "layoutAttribute": {
      "description": "A part of an item's frame.",
      "enum": [
        "left",
        "right",
        "top",
        "bottom",
        "leading",
        "trailing",
        "width",
        "height",
        "centerX",
        "centerY",
        "firstBaseline",
        "lastBaseline"
      ]
    },
    "autoresizingMask": {
      "description": "How the view follows its superview's size while it does not use constraints: the flexible parts share a change.",
      "type": "array",
      "items": {
        "enum": [
          "flexibleLeftMargin",
          "flexibleWidth",
          "flexibleRightMargin",
          "flexibleTopMargin",
          "flexibleHeight",
          "flexibleBottomMargin"
        ]
      }
    },
    "translatesAutoresizingMaskIntoConstraints": {
      "description": "Whether the view's frame and autoresizing mask place it; false by default for a view with constraints, true for the others.",
      "type": "boolean"
    },
    "rect": {
      "title": "Rectangle",
      "description": "A rectangle in the superview's coordinates: all of x, y, width and height; width and height not negative.",
      "type": "object",
      "required": [
        "x",
        "y",
        "width",
        "height"
      ],
      "properties": {
        "x": {
          "description": "The left edge.",
          "type": "number"
        },
        "y": {
          "description": "The top edge.",
          "type": "number"
        },
        "width": {
          "description": "The width, 0 or more.",
          "type": "number",
          "minimum": 0
        },
        "height": {
          "description": "The height, 0 or more.",
          "type": "number",
          "minimum": 0
        }
      },
      "additionalProperties": false
    },
    "insets": {
      "title": "Insets",
      "description": "Insets from a rectangle's edges, in points: all of top, leading, bottom and trailing (leading is the left edge in a left-to-right language); negative ones reach outside.",
      "type": "object",
      "required": [
        "top",
        "leading",
        "bottom",
        "trailing"
      ],
      "properties": {
        "top": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "leading": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "bottom": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        },
        "trailing": {
          "type": "number",
          "minimum": -1000000,
          "maximum": 1000000
        }
      },
      "additionalProperties": false
    },
    "color": {
      "title": "Colour",
      "description": "\"#RRGGBB\", \"#RRGGBBAA\", or one of clear, black, white, gray, red, green, blue, systemBlue.",
      "errorMessage": "a colour is \"#RRGGBB\", \"#RRGGBBAA\", or one of clear, black, white, gray, red, green, blue, systemBlue",
      "anyOf": [
        {
          "type": "string",
          "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
        },
        {
          "enum": [
            "clear",
            "black",
            "white",
            "gray",
            "red",
            "green",
            "blue",
            "systemBlue"
          ]
        }
      ]
    },
    "actions": {
      "description": "Button, TextField, Switch: what the control's events send.",
      "type": "array",
      "items": {
        "$ref": "#/$defs/action"
      }
    },
    "actionTarget": {
      "description": "owner (the scene's controller, the default), firstResponder (sent along the responder chain), or the id of one of the scene's objects.",
      "anyOf": [
        {
          "enum": [
            "owner",
            "firstResponder"
          ]
        },
        {
          "$ref": "#/$defs/id"
        }
      ],
      "errorMessage": "a target is owner, firstResponder, or the id of one of the scene's objects"
    },
    "action": {
      "title": "Action",
      "description": "On a control event, send an @Action (\"action\", with an optional \"target\") or perform a segue of the scene (\"segue\"): exactly one of the two.",
      "type": "object",
      "required": [
        "event"
      ],
      "properties": {
        "event": {
          "description": "The control event.",
          "enum": [
            "touchDown",
            "touchUpInside",
            "valueChanged",
            "editingDidBegin",
            "editingChanged",
            "editingDidEnd",
            "primaryActionTriggered"
          ]
        },
        "action": {
          "description": "The name of an @Action property of the target.",
          "$ref": "#/$defs/memberName"
        },
        "target": {
          "$ref": "#/$defs/actionTarget"
        },
        "segue": {
          "description": "The id of the scene's segue to perform, with the control as sender.",
          "$ref": "#/$defs/id"
        }
      },
      "additionalProperties": false,
      "if": {
        "required": [
          "segue"
        ]
      },
      "then": {
        "properties": {
          "action": {
            "errorMessage": "an action has \"action\" or \"segue\", not both",
            "not": {}
          },
          "target": {
            "errorMessage": "an action with \"segue\" has no \"target\"; the segue starts at the scene's controller",
            "not": {}
          }
        }
      },
      "else": {
        "required": [
          "action"
        ]
      }
    }
  }
}
"""##
}
