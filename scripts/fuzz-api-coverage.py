"""Checks that the Schemathesis runs exercised every operation of the OpenAPI
document: each must be a test case, not skipped, in one of the JUnit reports.

Usage: python3 scripts/fuzz-api-coverage.py OPENAPI_URL REPORTS_FOLDER
"""
import json
import sys
import urllib.request
import xml.etree.ElementTree as ElementTree
from pathlib import Path

METHODS = {"get", "put", "post", "delete", "patch"}

document = json.load(urllib.request.urlopen(sys.argv[1]))
documented = {
    f"{method.upper()} {path}"
    for path, item in document["paths"].items()
    for method in item
    if method in METHODS
}
exercised = set()
for report in Path(sys.argv[2]).glob("*/*.xml"):
    for case in ElementTree.parse(report).iter("testcase"):
        if case.find("skipped") is None:
            exercised.add(case.get("name"))

missing = sorted(documented - exercised)
print(f"Schemathesis exercised {len(documented & exercised)} of the {len(documented)} documented operations")
if missing:
    print("never exercised:", *missing, sep="\n  ")
    sys.exit(1)
