#!/usr/bin/env bash
# e2e (GitHub runners only): is the cluster KUBECONFIG points at usable, not only up? An ordinary workload, a
# Deployment with no tolerations (so it needs a schedulable node, not a control plane's taint-tolerating
# system pod) and a Service, must serve a request made from another pod through the Service's DNS name (CNI,
# kube-proxy, CoreDNS). Whatever the outcome, every pod that is not Running (or Succeeded) is described.
set -euo pipefail

ns=e2e-workload
describe_not_running() {
  echo '== pods not Running'
  kubectl get pods -A --no-headers \
    -o custom-columns=NS:.metadata.namespace,NAME:.metadata.name,PHASE:.status.phase 2>/dev/null |
    while read -r namespace name phase; do
      case $phase in Running | Succeeded) ;; *) kubectl describe pod -n "$namespace" "$name" || true ;; esac
    done
  kubectl get nodes -o wide || true
  kubectl get events -n "$ns" --sort-by=.lastTimestamp 2>/dev/null | tail -30 || true
}
trap describe_not_running EXIT

kubectl create namespace "$ns" --dry-run=client -o yaml | kubectl apply -f -
kubectl apply -n "$ns" -f - <<'YAML'
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 1
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: docker.io/library/nginx:1.27-alpine
          ports: [{ containerPort: 80 }]
          readinessProbe:
            httpGet: { path: /, port: 80 }
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  selector: { app: web }
  ports: [{ port: 80, targetPort: 80 }]
YAML
kubectl rollout status -n "$ns" deployment/web --timeout=300s

kubectl run -n "$ns" probe --image=docker.io/curlimages/curl:8.10.1 --restart=Never --command -- \
  curl -fsS --retry 30 --retry-all-errors --retry-delay 2 -o /dev/null -w '%{http_code}\n' "http://web.$ns.svc"
kubectl wait -n "$ns" --for=jsonpath='{.status.phase}'=Succeeded pod/probe --timeout=300s
test "$(kubectl logs -n "$ns" probe)" = 200
echo "the Service web.$ns answered 200"
kubectl get nodes,pods -A -o wide
