// A small express server wired like cms/src/server.ts wires the process-level
// handlers (the compiled cms/dist/boot/processFaults.js), with routes that
// fail the ways a library can fail outside any await: a rejected promise
// nobody awaits, a refusal thrown from a timer, a plain exception thrown from
// a timer. Started by process-faults.int.spec.ts; prints its port once listening.
import express from 'express'
import { pino } from 'pino'

import { keepServingThroughFaults, rememberRequest } from '../../../dist/boot/processFaults.js'

const logger = pino()
const app = express()
app.use(rememberRequest)
keepServingThroughFaults(logger, (reason) => {
  logger.info(`${reason}: shutting down`)
  process.exit(1)
})

app.get('/ok', (_req, res) => res.send('ok'))
app.get('/unawaited-rejection', (_req, res) => {
  const validation = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    throw Object.assign(new Error('The following paths cannot be queried: name'), { status: 400 })
  }
  void validation()
  res.status(400).send('refused')
})
app.get('/thrown-refusal', (_req, res) => {
  setTimeout(() => {
    throw Object.assign(new Error('refused later'), { status: 400 })
  }, 5)
  res.status(202).send('accepted')
})
app.get('/thrown-fault', (_req, res) => {
  setTimeout(() => {
    throw new TypeError('state unknown')
  }, 5)
  res.status(202).send('accepted')
})

const server = app.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
