// Command oracle renders the differential corpus with real Go text/template + sprig, configured the way
// sealos configures it (pkg/template: missingkey=default, sprig.TxtFuncMap plus sealos's extra functions),
// and writes each case's expected output (expected.out) or expected error (expected.err).
//
// Build offline in GOPATH mode with Debian's packages:
//
//	GOPATH=/usr/share/gocode GO111MODULE=off go run test/oracle/main.go test/fixtures/render/corpus
//
// Each case is a folder holding one template (*.tmpl or *.tpl, its base name is the template name) and an
// optional env.json (a flat map of strings). The process environment seen by sprig's env/expandenv is
// exactly osenv.json at the corpus root.
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/template"

	sv2 "github.com/Masterminds/semver"
	"github.com/Masterminds/sprig"
	yaml "gopkg.in/yaml.v2"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: oracle CORPUS_DIR")
		os.Exit(2)
	}
	root := os.Args[1]
	setOsEnv(filepath.Join(root, "osenv.json"))
	entries, err := os.ReadDir(root)
	check(err)
	for _, entry := range entries {
		if entry.IsDir() {
			renderCase(filepath.Join(root, entry.Name()))
		}
	}
}

func setOsEnv(path string) {
	os.Clearenv()
	env := readEnv(path)
	for k, v := range env {
		check(os.Setenv(k, v.(string)))
	}
}

func readEnv(path string) map[string]interface{} {
	env := map[string]interface{}{}
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return env
	}
	check(err)
	var flat map[string]string
	check(json.Unmarshal(data, &flat))
	for k, v := range flat {
		env[k] = v
	}
	return env
}

func renderCase(dir string) {
	templates, err := filepath.Glob(filepath.Join(dir, "*.t[mp][pl]*"))
	check(err)
	sort.Strings(templates)
	if len(templates) != 1 {
		panic(fmt.Sprintf("%s: want exactly one template, found %v", dir, templates))
	}
	env := readEnv(filepath.Join(dir, "env.json"))
	_ = os.Remove(filepath.Join(dir, "expected.out"))
	_ = os.Remove(filepath.Join(dir, "expected.err"))
	tpl := template.New("goTpl").Option("missingkey=default").Funcs(funcMap())
	parsed, err := tpl.ParseFiles(templates[0])
	if err == nil {
		var out bytes.Buffer
		err = parsed.ExecuteTemplate(&out, filepath.Base(templates[0]), env)
		if err == nil {
			check(os.WriteFile(filepath.Join(dir, "expected.out"), out.Bytes(), 0o644))
			return
		}
	}
	check(os.WriteFile(filepath.Join(dir, "expected.err"), []byte(err.Error()+"\n"), 0o644))
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

// funcMap mirrors sealos pkg/template/funcmap.go. toYaml/fromYaml there use sigs.k8s.io/yaml, which is
// json.Marshal followed by a yaml.v2 round trip (and the reverse); that is reproduced here with yaml.v2.
// toToml (BurntSushi/toml) is not packaged in Debian and is left out.
func funcMap() template.FuncMap {
	f := sprig.TxtFuncMap()
	extra := template.FuncMap{
		"toYaml":        toYAML,
		"fromYaml":      fromYAML,
		"fromYamlArray": fromYAMLArray,
		"toJson":        toJSON,
		"fromJson":      fromJSON,
		"fromJsonArray": fromJSONArray,
		"ipNet":         ipNet,
		"ipAt":          ipAt,
		"semverCompare": semverCompare,
	}
	for k, v := range extra {
		f[k] = v
	}
	return f
}

func toYAML(v interface{}) string {
	j, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	var obj interface{}
	if err := yaml.Unmarshal(j, &obj); err != nil {
		return ""
	}
	data, err := yaml.Marshal(obj)
	if err != nil {
		return ""
	}
	return strings.TrimSuffix(string(data), "\n")
}

func yamlToJSON(str string) ([]byte, error) {
	var obj interface{}
	if err := yaml.Unmarshal([]byte(str), &obj); err != nil {
		return nil, err
	}
	return json.Marshal(jsonable(obj))
}

func jsonable(v interface{}) interface{} {
	switch v := v.(type) {
	case map[interface{}]interface{}:
		m := map[string]interface{}{}
		for k, e := range v {
			m[fmt.Sprint(k)] = jsonable(e)
		}
		return m
	case []interface{}:
		for i, e := range v {
			v[i] = jsonable(e)
		}
		return v
	}
	return v
}

func fromYAML(str string) map[string]interface{} {
	m := map[string]interface{}{}
	j, err := yamlToJSON(str)
	if err == nil {
		err = json.Unmarshal(j, &m)
	}
	if err != nil {
		m["Error"] = err.Error()
	}
	return m
}

func fromYAMLArray(str string) []interface{} {
	a := []interface{}{}
	j, err := yamlToJSON(str)
	if err == nil {
		err = json.Unmarshal(j, &a)
	}
	if err != nil {
		a = []interface{}{err.Error()}
	}
	return a
}

func toJSON(v interface{}) string {
	data, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(data)
}

func fromJSON(str string) map[string]interface{} {
	m := make(map[string]interface{})
	if err := json.Unmarshal([]byte(str), &m); err != nil {
		m["Error"] = err.Error()
	}
	return m
}

func fromJSONArray(str string) []interface{} {
	a := []interface{}{}
	if err := json.Unmarshal([]byte(str), &a); err != nil {
		a = []interface{}{err.Error()}
	}
	return a
}

func ipNet(s string) string {
	_, ipv4Net, err := net.ParseCIDR(s)
	if err != nil {
		return fmt.Sprintf("invalid cidr: %s", err)
	}
	return ipv4Net.String()
}

func ipAt(s string, idx uint32) string {
	_, ipv4Net, err := net.ParseCIDR(s)
	if err != nil {
		return fmt.Sprintf("invalid cidr: %s", err)
	}
	mask := binary.BigEndian.Uint32(ipv4Net.Mask)
	start := binary.BigEndian.Uint32(ipv4Net.IP)
	finish := (start & mask) | (mask ^ 0xffffffff)
	if start+idx > finish {
		return "out of ip address range"
	}
	ip := make(net.IP, 4)
	binary.BigEndian.PutUint32(ip, start+idx)
	return ip.String()
}

func semverCompare(constraint, version string) (bool, error) {
	c, err := sv2.NewConstraint(constraint)
	if err != nil {
		return false, err
	}
	v, err := sv2.NewVersion(version)
	if err != nil {
		return false, nil
	}
	return c.Check(v), nil
}
